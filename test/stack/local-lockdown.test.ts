import { request } from 'node:http';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { WebSocket } from 'ws';
import {
  cognitoClient,
  deleteMenuItem,
  graphql,
  localStack,
  realtimeAuthorization,
  newMember,
  seededAccount,
  signIn,
  type TestMember,
} from './support/clients';
import { unsignedCognitoCall } from '../support/unsigned-cognito';

/**
 * The local stack is locked like a deployed one (docs/local-vs-aws.md, "Lockdown"), tried the way an attacker
 * would: a page on another origin, or plain unsigned HTTP, cannot administer the local user pool; no listener
 * answers a request addressed to another host (DNS rebinding); and Amplify v6's realtime handshake form works.
 */
const EVIL_ORIGIN = 'http://evil.example';

/** A call to the user pool as a web page on another origin or curl makes it: no signature. */
const unsignedCognito = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  unsignedCognitoCall(localStack().endpoints.cognito, target, body, { Origin: EVIL_ORIGIN, ...headers });

/** One raw HTTP request with the given Host header, to the listener at `url`. */
function withHost(
  url: string,
  host: string,
  method = 'GET',
  body?: string,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(target.port),
        path: `${target.pathname}${target.search}`,
        method,
        // Accepting Brotli as a browser does, so the site's bundles take their compressed path too.
        headers: {
          Host: host,
          'Accept-Encoding': 'gzip, br',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const groupsOf = async (username: string) => {
  const client = cognitoClient();
  try {
    const out = await client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: localStack().userPoolId, Username: username }),
    );
    return (out.Groups ?? []).map((group) => group.GroupName);
  } finally {
    client.destroy();
  }
};

/** The member is in no group, as the pool's administrator sees it and as a fresh ID token of theirs says. */
async function expectNoGroups(member: TestMember): Promise<void> {
  expect(await groupsOf(member.username)).toEqual([]);
  const token = (await signIn(member.username, member.password)).idToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(claims['cognito:groups']).toBeUndefined();
}

describe('administration of the local user pool', () => {
  it('refuses unsigned admin and pool operations from another origin, and changes nothing', async () => {
    const { userPoolId } = localStack();
    const victim = await newMember('lockvictim');
    const attacker = await newMember('lockattacker');

    const refusals = {
      AdminAddUserToGroup: await unsignedCognito('AdminAddUserToGroup', {
        UserPoolId: userPoolId,
        Username: attacker.username,
        GroupName: 'Admin',
      }),
      AdminSetUserPassword: await unsignedCognito('AdminSetUserPassword', {
        UserPoolId: userPoolId,
        Username: victim.username,
        Password: 'taken over password 1',
        Permanent: true,
      }),
      ListUsers: await unsignedCognito('ListUsers', { UserPoolId: userPoolId }),
      CreateUserPool: await unsignedCognito('CreateUserPool', { PoolName: 'rogue-pool' }),
    };
    for (const [operation, answer] of Object.entries(refusals)) {
      expect({ operation, status: answer.status, body: answer.body }).toEqual({
        operation,
        status: 400,
        body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
      });
      // The page that sent it cannot even read the refusal.
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }

    // Nothing changed, as a signed (administrator's) client sees it.
    await expectNoGroups(attacker);
    await expect(signIn(victim.username, victim.password)).resolves.toBeDefined();
    await expect(signIn(victim.username, 'taken over password 1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const client = cognitoClient();
    try {
      const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      expect((pools.UserPools ?? []).map((pool) => pool.Name)).not.toContain('rogue-pool');
    } finally {
      client.destroy();
    }
  });

  it('answers a signed SDK call (any access key id, the local secret), as the seeding and the member-admin function make it', async () => {
    const admin = await seededAccount('admin');
    const client = cognitoClient();
    try {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: localStack().userPoolId, Username: admin.username }),
      );
      expect(user.Username).toBe('admin');
    } finally {
      client.destroy();
    }
    expect(await groupsOf('admin')).toEqual(['Admin']);
  });

  it("refuses a forged signature (right shape, date and scope; 64 zeros) from the site's own origin: nobody becomes Admin", async () => {
    const { userPoolId, site } = localStack();
    const attacker = await newMember('forger');
    const now = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const forged = `AWS4-HMAC-SHA256 Credential=local/${now.slice(0, 8)}/ap-northeast-2/cognito-idp/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=${'0'.repeat(64)}`;
    const answer = await unsignedCognitoCall(
      localStack().endpoints.cognito,
      'AdminAddUserToGroup',
      { UserPoolId: userPoolId, Username: attacker.username, GroupName: 'Admin' },
      { Origin: site ?? 'http://localhost:5173', Authorization: forged, 'X-Amz-Date': now },
    );
    expect({ status: answer.status, type: answer.body.__type }).toEqual({
      status: 403,
      type: 'InvalidSignatureException',
    });

    // A real signature made with another secret than the local one is refused the same way.
    const otherSecret = new CognitoIdentityProviderClient({
      endpoint: localStack().endpoints.cognito,
      region: localStack().config.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'guessed' },
      maxAttempts: 1,
    });
    try {
      await expect(
        otherSecret.send(
          new AdminAddUserToGroupCommand({
            UserPoolId: userPoolId,
            Username: attacker.username,
            GroupName: 'Admin',
          }),
        ),
      ).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    } finally {
      otherSecret.destroy();
    }

    await expectNoGroups(attacker);
  });

  it('gives a page on another origin no CORS allowance, preflight or not; the site keeps it', async () => {
    const { endpoints, site } = localStack();
    const preflight = (origin: string) =>
      fetch(endpoints.cognito, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
        },
      });
    const evil = await preflight(EVIL_ORIGIN);
    for (const header of [
      'access-control-allow-origin',
      'access-control-allow-headers',
      'access-control-allow-methods',
    ])
      expect(evil.headers.get(header)).toBeNull();
    const post = await unsignedCognito('InitiateAuth', {
      ClientId: localStack().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'member', PASSWORD: 'wrong password 1' },
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();

    const own = await preflight(site as string);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(site);
  });
});

describe('requests addressed to another host (DNS rebinding)', () => {
  const listeners = async () => {
    const { config, endpoints, site } = localStack();
    const indexHtml = await (await fetch(`${site as string}/`)).text();
    const entryScript = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
    expect(entryScript).toBeDefined();
    const graphqlBody = JSON.stringify({ query: '{ __typename }' });
    // [name, url, method, body, status for a foreign Host, status for localhost]. API Gateway's and Vite's own
    // refusals are 403; the others answer 421. With the right Host each gets as far as its usual answer to
    // this request (no API key: 401; no X-Amz-Target: 404 or 400; unsigned invocation: 403).
    return [
      ['REST gateway', `${config.rest.post}/boards`, 'GET', undefined, 403, 200],
      ['GraphQL', endpoints.graphql, 'POST', graphqlBody, 421, 401],
      ['Cognito', endpoints.cognito, 'POST', '{}', 421, 404],
      ['DynamoDB Local', endpoints.dynamodb, 'POST', '{}', 421, 400],
      // The capacity proxy passes a request for localhost on to DynamoDB Local, which answers it.
      ['DynamoDB capacity proxy', endpoints.dynamodbProxy, 'POST', '{}', 421, 400],
      [
        'trigger endpoint',
        `${endpoints.triggers}/2015-03-31/functions/x/invocations`,
        'POST',
        '{}',
        421,
        403,
      ],
      ['site', `${site as string}/`, 'GET', undefined, 403, 200],
      ['site, its runtime config', `${site as string}/config.json`, 'GET', undefined, 403, 200],
      ['site, a bundle', `${site as string}${entryScript as string}`, 'GET', undefined, 403, 200],
    ] as const;
  };

  it('are refused by every listener, while the same request to localhost is not', async () => {
    for (const [name, url, method, body, refusal, served] of await listeners()) {
      const port = new URL(url).port;
      for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`]) {
        const answer = await withHost(url, host, method, body);
        expect({ name, host, status: answer.status }).toEqual({ name, host, status: refusal });
      }
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost']) {
        const answer = await withHost(url, host, method, body);
        expect({ name, host, status: answer.status }).toEqual({ name, host, status: served });
      }
    }
  });

  it('are refused before the WebSocket handshake of the realtime endpoint', async () => {
    const { config } = localStack();
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(config.graphql.realtimeEndpoint as string, ['graphql-ws'], {
        headers: { Host: 'evil.example' },
      });
      socket.once('unexpected-response', (_request, response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      socket.once('open', () => {
        socket.close();
        reject(new Error('the upgrade was accepted'));
      });
      socket.once('error', () => undefined);
    });
    expect(status).toBe(421);
  });
});

/** Amplify v6's second subprotocol: `header-` and the authorization as base64url JSON. */
const headerSubprotocol = (authorization: Record<string, string>) =>
  `header-${Buffer.from(JSON.stringify(authorization)).toString('base64url')}`;

describe('realtime with the authorization in Sec-WebSocket-Protocol (Amplify v6)', () => {
  let createdId: string | undefined;
  let socket: WebSocket | undefined;

  afterAll(async () => {
    socket?.close();
    if (createdId) {
      await deleteMenuItem(createdId);
    }
  });

  it('connects with graphql-ws chosen, is acknowledged, and delivers a subscription', async () => {
    const { config } = localStack();
    const authorization = realtimeAuthorization({ 'x-api-key': config.graphql.apiKey });
    const received: { type: string; id?: string; payload?: { data?: Record<string, unknown> } }[] = [];
    let wake: () => void = () => undefined;
    // No `header` query parameter: the authorization travels only in the second subprotocol.
    const opened = new WebSocket(config.graphql.realtimeEndpoint as string, [
      'graphql-ws',
      headerSubprotocol(authorization),
    ]);
    socket = opened;
    opened.on('message', (data) => {
      received.push(JSON.parse(data.toString()) as (typeof received)[number]);
      wake();
    });
    await new Promise<void>((resolve, reject) => {
      opened.once('open', () => resolve());
      opened.once('error', reject);
    });
    expect(opened.protocol).toBe('graphql-ws');

    const next = async (matches: (message: (typeof received)[number]) => boolean, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex(matches);
        if (index >= 0) return received.splice(index, 1)[0] as (typeof received)[number];
        if (Date.now() > deadline) throw new Error(`no awaited message; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    };

    opened.send(JSON.stringify({ type: 'connection_init' }));
    await next((m) => m.type === 'connection_ack');
    opened.send(
      JSON.stringify({
        id: 'menus',
        type: 'start',
        payload: {
          data: JSON.stringify({ query: 'subscription { onMenuChanged { id name } }', variables: {} }),
          extensions: { authorization },
        },
      }),
    );
    await next((m) => m.type === 'start_ack' && m.id === 'menus');

    const admin = await seededAccount('admin');
    const created = await graphql<{ createMenu: { id: string } }>(
      'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id name link parentId } }',
      { input: { name: 'Header handshake', module: 'board', moduleId: 'qna', parentId: 'about' } },
      { token: admin.tokens.idToken },
    );
    expect(created.errors).toBeUndefined();
    createdId = created.data?.createMenu.id;
    // Other test files edit menus at the same time: wait for this one.
    const event = await next(
      (m) =>
        m.type === 'data' &&
        (m.payload?.data?.onMenuChanged as { id?: string } | undefined)?.id === createdId,
    );
    expect(event.payload?.data?.onMenuChanged).toEqual({ id: createdId, name: 'Header handshake' });
  });

  it('refuses the connection when the subprotocol carries a wrong API key', async () => {
    const { config } = localStack();
    const refused = new WebSocket(config.graphql.realtimeEndpoint as string, [
      'graphql-ws',
      headerSubprotocol(realtimeAuthorization({ 'x-api-key': 'da2-wrong' })),
    ]);
    const messages: { type: string }[] = [];
    refused.on('message', (data) => messages.push(JSON.parse(data.toString()) as { type: string }));
    await new Promise<void>((resolve, reject) => {
      refused.once('open', () => resolve());
      refused.once('error', reject);
    });
    refused.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise<void>((resolve) => refused.once('close', () => resolve()));
    expect(messages.map((m) => m.type)).toEqual(['connection_error']);
  });
});
