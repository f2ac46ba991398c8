/**
 * A small API for the server's unit tests: every AppSync authorization case, a Subscription (schema.graphql
 * has none yet) and a fake direct Lambda resolver that records the events it receives. Tests only.
 */
import type { LambdaResolverDefinition } from '../../contracts/registry';
import { idClaims, testPool } from './jwt';
import { createTokenVerifier } from '../../local/auth/token-verifier';
import type { LambdaResolverHandler } from '../../local/appsync/field-resolvers';
import { startLocalGraphqlServer, type LocalGraphqlServer } from '../../local/appsync/graphql-server';
import type { LambdaResolverEvent } from '../../local/appsync/lambda-resolver-event';
import type { LocalLogger } from '../../local/shared/logger';

export const fixtureSdl = /* GraphQL */ `
  schema {
    query: Query
    mutation: Mutation
    subscription: Subscription
  }

  type Note @aws_api_key @aws_cognito_user_pools {
    id: ID!
    board: String!
    text: String!
    secret: String @aws_cognito_user_pools
    at: AWSDateTime
    "Resolved by the Lambda from its source (the note)."
    shout: String
  }

  type MembersOnly @aws_cognito_user_pools {
    value: String
  }

  type Query {
    hello: String
    members: String @aws_cognito_user_pools
    admins: String @aws_cognito_user_pools(cognito_groups: ["Admin", "Staff"])
    note(id: ID!): Note @aws_api_key @aws_cognito_user_pools
    membersOnlyType: MembersOnly @aws_api_key @aws_cognito_user_pools
    whoami: String @aws_api_key @aws_cognito_user_pools
    failing: String @aws_api_key
    echoJson(value: AWSJSON!): AWSJSON @aws_api_key
    echoDate(value: AWSDateTime!): AWSDateTime @aws_api_key
  }

  type Mutation {
    addNote(board: String!, text: String!): Note @aws_api_key @aws_cognito_user_pools
  }

  type Subscription {
    onAddNote(board: String): Note @aws_subscribe(mutations: ["addNote"]) @aws_api_key @aws_cognito_user_pools
    onAddNoteForAdmins: Note
      @aws_subscribe(mutations: ["addNote"])
      @aws_cognito_user_pools(cognito_groups: ["Admin"])
  }
`;

const lambdaFields = [
  ['Query', 'hello'],
  ['Query', 'members'],
  ['Query', 'admins'],
  ['Query', 'note'],
  ['Query', 'membersOnlyType'],
  ['Query', 'whoami'],
  ['Query', 'failing'],
  ['Query', 'echoJson'],
  ['Query', 'echoDate'],
  ['Mutation', 'addNote'],
  ['Note', 'shout'],
] as const;

export const fixtureResolvers: LambdaResolverDefinition[] = lambdaFields.map(([typeName, fieldName]) => ({
  kind: 'lambda',
  typeName,
  fieldName,
  handler: 'graphql-api',
  access: 'public',
}));

export interface FixtureApi {
  readonly server: LocalGraphqlServer;
  readonly apiKey: string;
  readonly pool: ReturnType<typeof testPool>;
  /** Events the fake Lambda received, oldest first. */
  readonly events: LambdaResolverEvent[];
  /** Log lines the server wrote. */
  readonly logs: string[];
  idToken(sub: string, groups?: string[]): string;
}

export async function startFixtureApi(
  options: { allowedOrigins?: string[]; keepAliveIntervalMs?: number } = {},
): Promise<FixtureApi> {
  const pool = testPool();
  const apiKey = 'da2-localfixturekey';
  const events: LambdaResolverEvent[] = [];
  const logs: string[] = [];
  let nextId = 0;
  const handler: LambdaResolverHandler = async (event) => {
    events.push(event);
    const args = event.arguments;
    switch (event.info.fieldName) {
      case 'addNote':
        nextId += 1;
        return {
          id: `n${nextId}`,
          board: args.board,
          text: args.text,
          secret: 'kept',
          at: '2024-01-31T12:00:00Z',
        };
      case 'note':
        return { id: args.id, board: 'general', text: 'hello', secret: 'hidden', at: '2024-01-31T12:00:00Z' };
      case 'shout':
        return String((event.source as { text: string }).text).toUpperCase();
      case 'membersOnlyType':
        return { value: 'x' };
      case 'whoami':
        return event.identity ? (event.identity as { username: string }).username : 'api-key';
      case 'failing': {
        const error = new Error('No such note');
        error.name = 'NotFound';
        throw error;
      }
      case 'echoJson':
      case 'echoDate':
        return args.value;
      default:
        return `${event.info.fieldName}!`;
    }
  };
  const logger: LocalLogger = {
    info: (message, fields) => logs.push(JSON.stringify({ message, ...fields })),
    warn: (message, fields) => logs.push(JSON.stringify({ message, ...fields })),
    error: (message, fields) => logs.push(JSON.stringify({ message, ...fields })),
  };
  const server = await startLocalGraphqlServer({
    schema: fixtureSdl,
    apiKey,
    tokenVerifier: createTokenVerifier({
      issuer: pool.issuer,
      clientId: pool.clientId,
      jwks: pool.jwks as never,
    }),
    resolvers: fixtureResolvers,
    lambdaHandlers: { 'graphql-api': handler },
    allowedOrigins: options.allowedOrigins,
    keepAliveIntervalMs: options.keepAliveIntervalMs,
    logger,
  });
  return {
    server,
    apiKey,
    pool,
    events,
    logs,
    idToken: (sub, groups = []) => pool.token(idClaims(pool, sub, groups)),
  };
}

export interface GraphqlResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: Array<Record<string, unknown>>;
  };
}

/** POSTs a GraphQL request with the given headers (fetch, as a browser or the site's client would). */
export async function post(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphqlResponse['body'],
  };
}
