import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Board } from '../../contracts/board';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { apiGatewayEvent, lambdaContext } from '../support/api-gateway-event';
import { bindTableEnv, documentClient } from '../support/dynamodb';
import type { handler as postHandler } from '../../lambda/apis/post-api';

const board = (id: string, createdAt: string): Board => ({
  id,
  name: `Board ${id}`,
  description: '',
  postsPerPage: 20,
  categories: [],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
  createdAt,
  updatedAt: createdAt,
});

let handler: typeof postHandler;

beforeAll(async () => {
  bindTableEnv('content', 'members', 'cache', 'site', 'messages');
  ({ handler } = await import('../../lambda/apis/post-api'));
  const repo = new BoardRepository(documentClient(), 'content');
  for (const [i, id] of ['notice', 'free', 'qna'].entries()) {
    await repo.create(board(id, `2026-01-0${i + 1}T00:00:00.000Z`));
  }
});

async function get(
  resource: '/boards' | '/boards/{boardId}',
  request: Parameters<typeof apiGatewayEvent>[2] = {},
) {
  const res = (await handler(
    apiGatewayEvent('GET', resource, request),
    lambdaContext,
  )) as APIGatewayProxyResult;
  return {
    status: res.statusCode,
    headers: res.headers,
    body: JSON.parse(res.body) as Record<string, unknown>,
  };
}

describe('post API boards against DynamoDB Local', () => {
  it('lists boards oldest first, page by page, without a token (public read)', async () => {
    const first = await get('/boards', { query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect((first.body.items as Board[]).map((b) => b.id)).toEqual(['notice', 'free']);
    expect(first.headers?.['Cache-Control']).toBe(
      'public, max-age=30, stale-while-revalidate=25, stale-if-error=300',
    );
    const second = await get('/boards', { query: { limit: '2', nextToken: first.body.nextToken as string } });
    expect((second.body.items as Board[]).map((b) => b.id)).toEqual(['qna']);
    expect(second.body.nextToken).toBeNull();
  });

  it('returns a board without storage keys', async () => {
    const res = await get('/boards/{boardId}', { pathParameters: { boardId: 'free' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(board('free', '2026-01-02T00:00:00.000Z'));
  });

  it('answers 404 for an unknown board and 400 for a malformed id', async () => {
    await expect(get('/boards/{boardId}', { pathParameters: { boardId: 'nope' } })).resolves.toMatchObject({
      status: 404,
    });
    await expect(get('/boards/{boardId}', { pathParameters: { boardId: 'Bad Id!' } })).resolves.toMatchObject(
      { status: 400 },
    );
  });

  it('answers 400 for a bad limit or a forged nextToken', async () => {
    await expect(get('/boards', { query: { limit: '0' } })).resolves.toMatchObject({ status: 400 });
    await expect(get('/boards', { query: { limit: 'ten' } })).resolves.toMatchObject({ status: 400 });
    const forged = Buffer.from(
      JSON.stringify({ pk: 'MEMBER#x', sk: 'PROFILE', gsi1pk: 'X', gsi1sk: 'y' }),
    ).toString('base64url');
    await expect(get('/boards', { query: { nextToken: forged } })).resolves.toMatchObject({ status: 400 });
  });

  it('refuses to create a board whose id is taken, leaving the first intact', async () => {
    const repo = new BoardRepository(documentClient(), 'content');
    await expect(
      repo.create({ ...board('notice', '2030-01-01T00:00:00.000Z'), name: 'Hijack' }),
    ).resolves.toBe(false);
    await expect(repo.get('notice')).resolves.toMatchObject({ name: 'Board notice' });
  });
});
