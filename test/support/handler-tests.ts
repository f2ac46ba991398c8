import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { handlerEnv, lambdaHandlers, type LambdaHandlerName } from '../../contracts/registry';
import { TABLE_ENV, type TableId } from '../../contracts/tables';
import { lambdaContext } from './api-gateway-event';
import type { handler as graphqlHandler } from '../../lambda/apis/graphql-api';
import type { handler as memberHandler } from '../../lambda/apis/member-api';
import type { handler as memberAdminHandler } from '../../lambda/apis/member-admin-api';
import type { handler as postHandler } from '../../lambda/apis/post-api';

/**
 * What the Lambda handler tests share: DynamoDB's document client mocked (aws-sdk-client-mock), and the
 * handlers loaded after their table variables name the tables the mocks answer for ('content', 'members', …):
 * a handler reads them when its module loads.
 */

/** Every DynamoDBDocumentClient mocked; set the answers per test after `reset()`. */
export function mockDocumentClient() {
  return mockClient(DynamoDBDocumentClient);
}

/** The calls a mocked document client received that write (Put, Update, Delete, TransactWrite). */
export function writeCalls(ddb: ReturnType<typeof mockDocumentClient>) {
  return ddb
    .calls()
    .filter((call) =>
      [PutCommand, UpdateCommand, DeleteCommand, TransactWriteCommand].some(
        (type) => call.args[0] instanceof type,
      ),
    );
}

/**
 * Sets a handler's environment as the CDK stack does, from the registry: each table it is granted, named as the
 * mocks answer for it ('content', 'members', …), and the user pool when given. Every other table variable is
 * removed, so a handler that reads a table the registry does not grant it fails here as it would in AWS.
 */
function setHandlerEnvironment(name: LambdaHandlerName, userPoolId?: string): void {
  for (const id of Object.keys(TABLE_ENV) as TableId[]) delete process.env[TABLE_ENV[id]];
  for (const id of Object.keys(lambdaHandlers[name].tables) as TableId[]) process.env[TABLE_ENV[id]] = id;
  if (userPoolId) process.env[handlerEnv.userPoolId] = userPoolId;
}

/** The GraphQL router, with the tables the registry grants it. */
export async function loadGraphqlHandler(): Promise<typeof graphqlHandler> {
  setHandlerEnvironment('graphql-api');
  return (await import('../../lambda/apis/graphql-api')).handler;
}

/**
 * Loads the GraphQL router before the file's tests (a `beforeAll`) and answers a function that calls it with an
 * AppSync event, as AppSync would.
 */
export function graphqlCaller(): (event: Parameters<typeof graphqlHandler>[0]) => Promise<unknown> {
  let handler: typeof graphqlHandler | undefined;
  beforeAll(async () => {
    handler = await loadGraphqlHandler();
  });
  return (event) => {
    if (!handler) throw new Error('the GraphQL handler is not loaded yet');
    return handler(event, lambdaContext) as Promise<unknown>;
  };
}

/** The post API, with the tables the registry grants it. */
export async function loadPostApiHandler(): Promise<typeof postHandler> {
  setHandlerEnvironment('post-api');
  return (await import('../../lambda/apis/post-api')).handler;
}

/** The member API, with its tables and the given user pool. */
export async function loadMemberApiHandler(userPoolId: string): Promise<typeof memberHandler> {
  setHandlerEnvironment('member-api', userPoolId);
  return (await import('../../lambda/apis/member-api')).handler;
}

/** The member API's admin routes, with its tables and the given user pool. */
export async function loadMemberAdminApiHandler(userPoolId: string): Promise<typeof memberAdminHandler> {
  setHandlerEnvironment('member-admin-api', userPoolId);
  return (await import('../../lambda/apis/member-admin-api')).handler;
}

/**
 * The two member functions' tests: the document client and the pool's client mocked. Before each test the
 * pool holds u-1 as "kim" (admin actions find the user by sub first) and every GetItem answers kim's profile.
 */
export function mockMemberClients() {
  const ddb = mockDocumentClient();
  const cognito = mockClient(CognitoIdentityProviderClient);
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    cognito.on(ListUsersCommand).resolves({
      Users: [{ Username: 'kim', Attributes: [{ Name: 'sub', Value: 'u-1' }] }],
    });
    ddb.on(GetCommand).resolves({
      Item: {
        pk: 'MEMBER#u-1',
        sk: 'PROFILE',
        userId: 'u-1',
        userName: 'kim',
        nickName: 'Kimmy',
        userGroups: ['Admin'],
        // Agreed to the terms' first version, so writes get past the terms check to their own rules.
        termsVersion: 1,
      },
    });
  });
  return { ddb, cognito };
}
