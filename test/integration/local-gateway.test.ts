import type { Board } from '../../contracts/board';
import { createTokenVerifier } from '../../local/auth/token-verifier';
import { startLocalRestGateway, type LocalRestGateway } from '../../local/gateway/rest-gateway';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { MemberRepository } from '../../lambda/members/member-repository';
import { memberProfiles } from '../support/member-profile';
import { documentClient, isolatedTables } from '../support/dynamodb';
import { idClaims, testPool } from '../support/jwt';
import { collectingLogger } from '../support/local-gateway';

const POOL_ID = 'ap-northeast-2_GatewayPool';
const SITE = 'http://localhost:5173';
const pool = testPool();
const now = new Date().toISOString();
// Members who agreed to the terms' first version: their writes reach the route's own rules.
const withProfile = memberProfiles(now);
const profile: typeof withProfile = (userId, extra = {}) =>
  withProfile(userId, { termsVersion: 1, ...extra });

let gateway: LocalRestGateway;
let memberInvocations = 0;

beforeAll(async () => {
  // Private tables: the board list below must not see other files' boards, nor they ours.
  const table = await isolatedTables('local-gateway');
  process.env.USER_POOL_ID = POOL_ID;
  process.env.ALLOWED_ORIGINS = SITE;
  // The handlers read their environment at import, so they are loaded only now.
  const { handler: memberHandler } = await import('../../lambda/apis/member-api');
  const { handler: postHandler } = await import('../../lambda/apis/post-api');

  const members = new MemberRepository(documentClient(), table('members'));
  await members.createProfile(profile('gw-alice'));
  await members.createProfile(profile('gw-bob'));
  await members.createProfile(profile('gw-admin', { userGroups: ['Admin'] }));
  const board: Board = {
    id: 'gateway',
    name: 'Gateway board',
    description: '',
    postsPerPage: 20,
    categories: [],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: now,
    updatedAt: now,
  };
  await new BoardRepository(documentClient(), table('content')).create(board);

  gateway = await startLocalRestGateway({
    stage: 'local',
    handlers: {
      'member-api': (event, context) => {
        memberInvocations += 1;
        return memberHandler(event, context);
      },
      'post-api': postHandler,
    },
    tokenVerifier: createTokenVerifier({
      issuer: pool.issuer,
      clientId: pool.clientId,
      jwks: pool.jwks as never,
    }),
    allowedOrigins: [SITE],
    logger: collectingLogger(),
  });
});

afterAll(() => gateway?.close());

const getMember = (userId: string, token: string) =>
  fetch(`${gateway.apiUrl('member')}/member/${userId}?userPoolId=${POOL_ID}`, {
    headers: { Authorization: token, Origin: SITE },
  });

describe('local gateway in front of the real handlers and DynamoDB Local', () => {
  it("gives a member their own profile with their ID token, with the handler's CORS headers", async () => {
    const res = await getMember('gw-alice', pool.token(idClaims(pool, 'gw-alice')));
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({
      userName: 'user-gw-alice',
      nickName: 'Nick gw-alice',
      userGroups: [],
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    // The handler's Cache-Control passes through: an answer to a token is kept by no cache.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("refuses another member's profile with the handler's 403", async () => {
    const res = await getMember('gw-alice', pool.token(idClaims(pool, 'gw-bob')));
    expect(res.status).toBe(403);
  });

  it("lets an admin read another member's profile (groups survive the claims' string form)", async () => {
    const res = await getMember('gw-alice', pool.token(idClaims(pool, 'gw-admin', ['Admin'])));
    expect(res.status).toBe(200);
  });

  it('stops a forged token at the authorizer: 401 and the handler is never invoked', async () => {
    const before = memberInvocations;
    const res = await getMember('gw-alice', pool.token(idClaims(pool, 'gw-alice'), { key: pool.otherKey }));
    expect(res.status).toBe(401);
    await expect(res.json()).resolves.toEqual({ message: 'Unauthorized' });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(memberInvocations).toBe(before);
  });

  it('changes the caller’s own nickname through PUT with a JSON body', async () => {
    const res = await fetch(`${gateway.apiUrl('member')}/member/gw-bob`, {
      method: 'PUT',
      headers: { Authorization: pool.token(idClaims(pool, 'gw-bob')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ nickName: 'Bobby' }),
    });
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toMatchObject({ nickName: 'Bobby' });
  });

  it('serves the public board list and a board without any token', async () => {
    const list = await fetch(`${gateway.apiUrl('post')}/boards?limit=10`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe(
      'public, max-age=30, stale-while-revalidate=25, stale-if-error=300',
    );
    expect(list.headers.get('vary')).toBe('Origin, Authorization');
    const page = (await list.json()) as { items: Board[]; nextToken: string | null };
    expect(page.items.map((b) => b.id)).toEqual(['gateway']);
    const one = await fetch(`${gateway.apiUrl('post')}/boards/gateway`);
    await expect(one.json()).resolves.toMatchObject({ id: 'gateway', name: 'Gateway board' });
  });

  it("serves a guest's public read with the headers the edge cache keeps it by, and a member's with none", async () => {
    const url = `${gateway.apiUrl('post')}/boards/gateway/posts?page=1`;
    const guest = await fetch(url, { headers: { Origin: SITE } });
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).toBe(
      'public, max-age=5, stale-while-revalidate=25, stale-if-error=300',
    );
    // Whatever the token's fate (verified or refused), the answer to it is never shared.
    const member = await fetch(url, {
      headers: { Origin: SITE, Authorization: pool.token(idClaims(pool, 'gw-alice')) },
    });
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const missing = await fetch(`${gateway.apiUrl('post')}/posts/no-such-post`, {
      headers: { Origin: SITE },
    });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
