import { accessClaims, idClaims } from '../../test/support/jwt';
import { post, startFixtureApi, type FixtureApi } from '../../test/support/fixture-graphql-api';

let api: FixtureApi;
let key: Record<string, string>;

beforeAll(async () => {
  api = await startFixtureApi({ allowedOrigins: ['http://localhost:5173'] });
  key = { 'x-api-key': api.apiKey };
});

afterAll(async () => {
  await api.server.close();
});

const unauthorizedException = (message: string) => ({
  errors: [{ errorType: 'UnauthorizedException', message }],
});

describe('local GraphQL server: listening', () => {
  it('listens on 127.0.0.1 only, at /graphql and /graphql/realtime', () => {
    expect(api.server.address.address).toBe('127.0.0.1');
    expect(api.server.url).toBe(`http://127.0.0.1:${api.server.address.port}/graphql`);
    expect(api.server.realtimeUrl).toBe(`ws://127.0.0.1:${api.server.address.port}/graphql/realtime`);
  });
});

describe('local GraphQL server: authentication (HTTP 401 like AppSync)', () => {
  it('given the API key, answers; given a user-pool ID or access token, answers too', async () => {
    await expect(post(api.server.url, key, '{ whoami }')).resolves.toMatchObject({
      status: 200,
      body: { data: { whoami: 'api-key' } },
    });
    const id = api.idToken('u1');
    await expect(post(api.server.url, { authorization: id }, '{ whoami }')).resolves.toMatchObject({
      body: { data: { whoami: 'user-u1' } },
    });
    const access = api.pool.token(accessClaims(api.pool, 'u2'));
    await expect(post(api.server.url, { authorization: access }, '{ whoami }')).resolves.toMatchObject({
      body: { data: { whoami: 'user-u2' } },
    });
  });

  it.each([
    ['no credentials', () => ({}), 'Valid authorization header not provided.'],
    ['a wrong API key', () => ({ 'x-api-key': 'da2-wrong' }), 'You are not authorized to make this call.'],
    [
      'a forged token',
      () => ({
        authorization: api.pool.token(idClaims(api.pool, 'u1', ['Admin']), { key: api.pool.otherKey }),
      }),
      'You are not authorized to make this call.',
    ],
    [
      'an expired token',
      () => ({ authorization: api.pool.token(idClaims(api.pool, 'u1'), { expiresIn: -60 }) }),
      'Token has expired.',
    ],
    [
      'a token for another client',
      () => ({ authorization: api.pool.token({ ...idClaims(api.pool, 'u1'), aud: 'another-client' }) }),
      'You are not authorized to make this call.',
    ],
    [
      'an unsigned (alg none) token',
      () => ({ authorization: api.pool.token(idClaims(api.pool, 'u1', ['Admin']), { alg: 'none' }) }),
      'Unable to parse JWT token.',
    ],
    [
      'a token with a Bearer prefix (AppSync wants the raw token)',
      () => ({ authorization: `Bearer ${api.idToken('u1')}` }),
      'Unable to parse JWT token.',
    ],
  ])('given %s, answers 401 UnauthorizedException and runs nothing', async (_case, headers, message) => {
    const before = api.events.length;
    const response = await post(
      api.server.url,
      headers(),
      'mutation { addNote(board: "x", text: "y") { id } }',
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
    expect(response.body).toEqual(unauthorizedException(message));
    expect(api.events.length).toBe(before);
  });

  it('never writes tokens or the API key to its logs', async () => {
    const token = api.idToken('u9', ['Admin']);
    await post(api.server.url, { authorization: token }, '{ admins }');
    await post(api.server.url, key, '{ hello }');
    const logs = api.logs.join('\n');
    expect(logs).toContain('graphql request');
    expect(logs).not.toContain(token.split('.')[1]);
    expect(logs).not.toContain(api.apiKey);
  });
});

describe('local GraphQL server: field authorization from schema directives', () => {
  const notAuthorized = (field: string, type: string, path: Array<string | number>) => ({
    path,
    data: null,
    errorType: 'Unauthorized',
    errorInfo: null,
    locations: [expect.objectContaining({ sourceName: null })],
    message: `Not Authorized to access ${field} on type ${type}`,
  });

  it('given no directive, admits only the default mode (API key)', async () => {
    await expect(post(api.server.url, key, '{ hello }')).resolves.toMatchObject({
      body: { data: { hello: 'hello!' } },
    });
    const response = await post(api.server.url, { authorization: api.idToken('u1') }, '{ hello }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { hello: null },
      errors: [notAuthorized('hello', 'Query', ['hello'])],
    });
  });

  it('given @aws_cognito_user_pools, refuses the API key with a null field and an Unauthorized error', async () => {
    const before = api.events.length;
    const response = await post(api.server.url, key, '{ members hello }');
    expect(response.body).toEqual({
      data: { members: null, hello: 'hello!' },
      errors: [
        {
          ...notAuthorized('members', 'Query', ['members']),
          locations: [{ line: 1, column: 3, sourceName: null }],
        },
      ],
    });
    // The resolver of the refused field never ran; the other one did.
    expect(api.events.slice(before).map((e) => e.info.fieldName)).toEqual(['hello']);
  });

  it('given cognito_groups, admits members of a listed group only', async () => {
    const member = await post(api.server.url, { authorization: api.idToken('u1', ['Reader']) }, '{ admins }');
    expect(member.body).toEqual({
      data: { admins: null },
      errors: [notAuthorized('admins', 'Query', ['admins'])],
    });
    for (const groups of [['Admin'], ['Reader', 'Staff']]) {
      const allowed = await post(api.server.url, { authorization: api.idToken('u2', groups) }, '{ admins }');
      expect(allowed.body).toEqual({ data: { admins: 'admins!' } });
    }
  });

  it("given a field directive, overrides its type's directives (nested field nulled, siblings kept)", async () => {
    const query = '{ note(id: "7") { id text secret } }';
    const viaKey = await post(api.server.url, key, query);
    expect(viaKey.body).toEqual({
      data: { note: { id: '7', text: 'hello', secret: null } },
      errors: [notAuthorized('secret', 'Note', ['note', 'secret'])],
    });
    const viaToken = await post(api.server.url, { authorization: api.idToken('u1') }, query);
    expect(viaToken.body).toEqual({ data: { note: { id: '7', text: 'hello', secret: 'hidden' } } });
  });

  it('checks the return type too: a field open to the API key returning a user-pool type is refused', async () => {
    const before = api.events.length;
    const viaKey = await post(api.server.url, key, '{ membersOnlyType { value } }');
    expect(viaKey.body).toEqual({
      data: { membersOnlyType: null },
      errors: [notAuthorized('membersOnlyType', 'Query', ['membersOnlyType'])],
    });
    expect(api.events.length).toBe(before);
    const viaToken = await post(
      api.server.url,
      { authorization: api.idToken('u1') },
      '{ membersOnlyType { value } }',
    );
    expect(viaToken.body).toEqual({ data: { membersOnlyType: { value: 'x' } } });
  });
});

describe('local GraphQL server: direct Lambda resolvers', () => {
  it('builds the event as AppSync does (identity, arguments, info, request, prev, stash)', async () => {
    const token = api.idToken('u1', ['Admin']);
    const query = `query Read($id: ID!) {
      note(id: $id) { id body: text ...More ... on Note { at } }
    }
    fragment More on Note { board }`;
    await post(api.server.url, { authorization: token, 'x-amz-user-agent': 'test' }, query, { id: '42' });
    const event = api.events.at(-1);
    expect(event).toEqual({
      arguments: { id: '42' },
      identity: {
        sub: 'u1',
        issuer: api.pool.issuer,
        username: 'user-u1',
        claims: expect.objectContaining({ sub: 'u1', token_use: 'id', 'cognito:groups': ['Admin'] }),
        sourceIp: [expect.stringMatching(/127\.0\.0\.1/)],
        defaultAuthStrategy: 'ALLOW',
        groups: ['Admin'],
      },
      source: null,
      request: { headers: expect.objectContaining({ 'x-amz-user-agent': 'test' }), domainName: null },
      info: {
        fieldName: 'note',
        parentTypeName: 'Query',
        variables: { id: '42' },
        selectionSetList: ['id', 'body', 'board', 'at'],
        selectionSetGraphQL: expect.stringContaining('body: text'),
      },
      prev: null,
      stash: {},
    });
  });

  it('gives a nested field its parent as source', async () => {
    const response = await post(api.server.url, key, '{ note(id: "3") { shout } }');
    expect(response.body).toEqual({ data: { note: { shout: 'HELLO' } } });
    expect(api.events.at(-1)).toMatchObject({
      source: { id: '3', board: 'general', text: 'hello', secret: 'hidden' },
      info: { parentTypeName: 'Note', fieldName: 'shout', selectionSetList: [], selectionSetGraphQL: '' },
    });
  });

  it('gives API-key calls a null identity', async () => {
    await post(api.server.url, key, '{ whoami }');
    expect(api.events.at(-1)?.identity).toBeNull();
  });

  it("turns a thrown error into a GraphQL error with the error's name as errorType", async () => {
    const response = await post(api.server.url, key, '{ failing hello }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { failing: null, hello: 'hello!' },
      errors: [
        {
          path: ['failing'],
          data: null,
          errorType: 'NotFound',
          errorInfo: null,
          locations: [{ line: 1, column: 3, sourceName: null }],
          message: 'No such note',
        },
      ],
    });
  });
});

describe('local GraphQL server: request and validation errors', () => {
  it('answers a query that does not validate with HTTP 200, data null and located errors', async () => {
    const response = await post(api.server.url, key, '{ nope }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: [{ line: 1, column: 3, sourceName: null }],
          message: expect.stringContaining('Cannot query field "nope" on type "Query"'),
        },
      ],
    });
  });

  it('answers a syntax error with HTTP 200 and data null', async () => {
    const response = await post(api.server.url, key, '{ hello ');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: null,
      errors: [{ path: null, message: expect.stringContaining('Syntax Error') }],
    });
  });

  it.each([
    ['an empty body', '', 'Request body is empty.'],
    ['a body that is not JSON', 'meow', 'Unable to parse GraphQL query.'],
    ['JSON without a query', '{}', 'Unable to parse GraphQL query.'],
  ])('answers %s with HTTP 400 MalformedHttpRequestException', async (_case, body, message) => {
    const response = await fetch(api.server.url, { method: 'POST', headers: key, body });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      errors: [{ message, errorType: 'MalformedHttpRequestException' }],
    });
  });

  it('validates AWS scalars: a bad AWSDateTime variable is refused before any resolver runs', async () => {
    const before = api.events.length;
    const response = await post(api.server.url, key, 'query ($v: AWSDateTime!) { echoDate(value: $v) }', {
      v: '2024-01-31T12:00:00',
    });
    expect(response.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: expect.stringContaining('Invalid AWSDateTime value "2024-01-31T12:00:00"'),
        }),
      ],
    });
    expect(api.events.length).toBe(before);
  });

  it('hands AWSJSON to resolvers parsed and returns it as a JSON string', async () => {
    const response = await post(api.server.url, key, 'query ($v: AWSJSON!) { echoJson(value: $v) }', {
      v: '{"a":[1,2]}',
    });
    expect(api.events.at(-1)?.arguments).toEqual({ value: { a: [1, 2] } });
    expect(response.body).toEqual({ data: { echoJson: '{"a":[1,2]}' } });
  });
});

describe('local GraphQL server: CORS', () => {
  const origin = 'http://localhost:5173';

  it('answers the preflight of an allowed origin with the headers AppSync clients send', async () => {
    const response = await fetch(api.server.url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, x-api-key, authorization, x-amz-date, x-amz-user-agent',
    );
  });

  it('refuses the preflight of another origin and gives its requests no CORS headers', async () => {
    const preflight = await fetch(api.server.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await post(api.server.url, { ...key, origin: 'https://evil.example' }, '{ hello }');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed origin read answers, 401s included', async () => {
    const ok = await post(api.server.url, { ...key, origin }, '{ hello }');
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    const refused = await post(api.server.url, { origin }, '{ hello }');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });
});
