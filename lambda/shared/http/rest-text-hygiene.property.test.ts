import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext, type FakeCaller } from '../../../test/support/api-gateway-event';
import type { handler as postHandler } from '../../apis/post-api';
import type { handler as memberHandler } from '../../apis/member-api';
import { restRoutes } from '../../../contracts/registry';
import {
  loadMemberApiHandler,
  loadPostApiHandler,
  mockDocumentClient,
  writeCalls,
} from '../../../test/support/handler-tests';

/**
 * Every REST route that takes human text, fed the text that must never be stored (contracts/text.ts): a
 * lone surrogate, NUL or another control character anywhere, a newline or direction override in a single
 * line, or only invisible characters where text is required. The answer is 400 naming the field, and
 * nothing is written. Each route starts from a valid body; one text field at a time is spoiled.
 */
const ddb = mockDocumentClient();
let handlers: { post: typeof postHandler; member: typeof memberHandler };

beforeAll(async () => {
  handlers = { post: await loadPostApiHandler(), member: await loadMemberApiHandler('ap-northeast-2_Pool1') };
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  // The caller agreed to the terms' current version, so their writes reach the input checks.
  ddb.on(GetCommand, { TableName: 'members' }).resolves({ Item: { termsVersion: 1 } });
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const writes = () => writeCalls(ddb);

const member: FakeCaller = { sub: 'member-1', username: 'member' };
const admin: FakeCaller = { sub: 'admin-1', username: 'admin', groups: ['Admin'] };

interface TextField {
  /** Where the text sits in the body: a property, or `categories.0`. */
  readonly path: string;
  readonly singleLine: boolean;
  readonly required: boolean;
}

interface TextRoute {
  /** Method and resource, as contracts/registry.ts lists the route (which also says which API serves it). */
  readonly route: `${'POST' | 'PUT'} /${string}`;
  readonly caller: FakeCaller;
  readonly body: Record<string, unknown>;
  readonly fields: readonly TextField[];
}

const line = (path: string, required = true): TextField => ({ path, singleLine: true, required });
const lines = (path: string, required = true): TextField => ({ path, singleLine: false, required });
const boardBody = {
  name: 'Board',
  description: 'About it',
  postsPerPage: 20,
  categories: ['Chat'],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
};
const boardFields = [line('name'), lines('description', false), line('categories.0')];

const routes: readonly TextRoute[] = [
  {
    route: 'POST /boards/{boardId}/posts',
    caller: member,
    body: { title: 'Hello', body: 'Body', category: 'Chat' },
    fields: [line('title'), lines('body'), line('category')],
  },
  {
    route: 'PUT /posts/{postId}',
    caller: member,
    body: { title: 'Hello', body: 'Body', version: 1 },
    fields: [line('title'), lines('body')],
  },
  { route: 'POST /posts/{postId}/comments', caller: member, body: { body: 'Nice' }, fields: [lines('body')] },
  { route: 'PUT /comments/{commentId}', caller: member, body: { body: 'Nice' }, fields: [lines('body')] },
  {
    route: 'PUT /admin/articles/{articleId}',
    caller: admin,
    body: { title: 'Welcome', body: 'Hi' },
    fields: [line('title'), lines('body')],
  },
  {
    route: 'POST /admin/boards',
    caller: admin,
    body: { id: 'new-board', ...boardBody },
    fields: boardFields,
  },
  { route: 'PUT /admin/boards/{boardId}', caller: admin, body: boardBody, fields: boardFields },
  {
    route: 'POST /posts/{postId}/reports',
    caller: member,
    body: { reason: 'other', detail: 'Why' },
    fields: [lines('detail')],
  },
  { route: 'PUT /member/{userId}', caller: member, body: { nickName: 'Kimmy' }, fields: [line('nickName')] },
];

/** The values of the path parameters the routes above are called with. */
const pathValues: Record<string, string> = {
  boardId: 'free',
  postId: 'p1',
  commentId: 'c1',
  articleId: 'welcome',
  userId: 'member-1',
};

/** How the route is called: its API (from the registry), method, resource and path parameters. */
function callOf({ route }: TextRoute) {
  const [method, resource] = route.split(' ') as ['POST' | 'PUT', string];
  const registered = restRoutes.find((r) => r.method === method && r.path === resource);
  if (!registered) throw new Error(`${route} is not a route of contracts/registry.ts`);
  const names = [...resource.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const pathParameters = Object.fromEntries(names.map((name) => [name, pathValues[name] as string]));
  return { api: registered.api, method, resource, pathParameters };
}

/** Text that is refused wherever it appears. */
const broken = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\uD800', '\uDFFF', '\uD83D', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085'),
    fc.string({ maxLength: 10 }),
  )
  .map((parts) => parts.join(''));
/** Also refused in a single line. */
const notOneLine = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\n', '\t', '\r', '\u202E', '\u2066'),
    fc.string({ maxLength: 10 }),
  )
  // Inside the text: trimming removes a line break at either end, which is then harmless.
  .map(([before, bad, after]) => `a${before}${bad}b${after}`);
/** Refused where text is required: nothing a reader could see. */
const invisible = fc
  .array(
    fc.constantFrom(' ', '\u200B', '\u200C', '\uFEFF', '\u2060', '\u3164', '\u2800', '\u115F', '\u00AD'),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((chars) => chars.join(''));

function spoil(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const [head, index] = path.split('.') as [string, string | undefined];
  if (index === undefined) copy[head] = value;
  else (copy[head] as unknown[])[Number(index)] = value;
  return copy;
}

const cases = routes.flatMap((route) =>
  route.fields.map((field) => [`${route.route} ${field.path}`, route, field] as const),
);

describe('REST routes refuse text that must not be stored', () => {
  it.each(cases)('%s: 400 naming the field, nothing written', async (_name, route, field) => {
    const values = fc.oneof(
      broken,
      ...(field.singleLine ? [notOneLine] : []),
      ...(field.required ? [invisible] : []),
    );
    const { api, method, resource, pathParameters } = callOf(route);
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        ddb.resetHistory();
        const res = (await handlers[api](
          apiGatewayEvent(method, resource, {
            pathParameters,
            body: JSON.stringify(spoil(route.body, field.path, value)),
            caller: route.caller,
          }),
          lambdaContext,
        )) as APIGatewayProxyResult;
        expect(res.statusCode).toBe(400);
        const fields = (JSON.parse(res.body) as { fields?: { field: string }[] }).fields ?? [];
        expect(fields.map((f) => f.field)).toContain(`body.${field.path}`);
        expect(writes()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
