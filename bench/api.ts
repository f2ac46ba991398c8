import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { dynamoDbCallsOf, type DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import { restCall, type RestCallOptions } from '../local/stack/rest-call';
import type { LocalStackReady } from '../local/stack/start';

/** One answer of the local stack with the DynamoDB calls it reported. */
export interface CountedAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly count: DynamoDbCallCount | undefined;
}

/** The benchmark's view of the running stack: REST and GraphQL as the web app calls them. */
export class BenchClient {
  constructor(readonly stack: LocalStackReady) {}

  /** USER_PASSWORD_AUTH against the local pool (the stack's flow); returns the ID token the APIs take. */
  async idToken(username: 'admin' | 'member'): Promise<string> {
    const account = this.stack.accounts.find((a) => a.username === username);
    if (!account) throw new Error(`The stack has no seeded account ${username}`);
    const client = new CognitoIdentityProviderClient({
      endpoint: this.stack.endpoints.cognito,
      region: this.stack.config.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const out = await client.send(
        new InitiateAuthCommand({
          ClientId: this.stack.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: account.username, PASSWORD: account.password },
        }),
      );
      const token = out.AuthenticationResult?.IdToken;
      if (!token) throw new Error(`Signing ${username} in answered no ID token`);
      return token;
    } finally {
      client.destroy();
    }
  }

  restUrl(path: string): string {
    return `${this.stack.config.rest.post.replace(/\/+$/, '')}${path}`;
  }

  async rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RestCallOptions = {},
  ): Promise<CountedAnswer<T>> {
    const { status, body, headers } = await restCall<T>(this.restUrl(path), method, options);
    return { status, body, count: dynamoDbCallsOf(headers) };
  }

  /** A GraphQL request with the public API key, or as the member whose ID token is `token`. */
  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<CountedAnswer<{ data?: T; errors?: unknown[] }>> {
    const response = await fetch(this.stack.config.graphql.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: token } : { 'x-api-key': this.stack.config.graphql.apiKey }),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors?.length) throw new Error(`GraphQL answered errors: ${JSON.stringify(body.errors)}`);
    return { status: response.status, body, count: dynamoDbCallsOf(response.headers) };
  }
}

export const MENU_TREE_ONLY =
  '{ menuTree { id name link children { id name link children { id name link } } } }';
const LIST_MENUS = `query ListMenus($filter: ModelMenuFilterInput) {
  listMenus(filter: $filter) { items { id name link } }
}`;

export interface MenuLoading {
  readonly requests: number;
  /** Requests that wait for the previous level's answer (the browser's round trips). */
  readonly levels: number;
  readonly calls: number;
  readonly menus: number;
}

/**
 * The menu as a client of the specification's API loads it without menuTree: the top level, then one
 * `listMenus` per menu of levels 1 and 2 (it cannot know which have children), a level's requests in
 * parallel. Three levels, like menuTree.
 */
export async function loadMenusLevelByLevel(client: BenchClient): Promise<MenuLoading> {
  let requests = 0;
  let calls = 0;
  let menus = 0;
  type Items = { listMenus: { items: { id: string }[] } };
  const ask = async (filter: Record<string, unknown>) => {
    const answer = await client.graphql<Items>(LIST_MENUS, { filter });
    requests += 1;
    calls += answer.count?.calls ?? 0;
    const items = answer.body.data?.listMenus.items ?? [];
    menus += items.length;
    return items;
  };
  let level = await ask({ parentId: { attributeExists: false } });
  for (let depth = 2; depth <= 3; depth += 1) {
    const children = await Promise.all(level.map((menu) => ask({ parentId: { eq: menu.id } })));
    level = children.flat();
  }
  return { requests, levels: 3, calls, menus };
}
