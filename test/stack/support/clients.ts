import { readFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RestApiName } from '../../../contracts/registry';
import { restCall, type RestAnswer, type RestCallOptions } from '../../../local/stack/rest-call';
import type { LocalStackReady } from '../../../local/stack/start';
import { CONFIRMATION_CODE } from './process';
import { signUpCommand } from './sign-up';

/** The stack started by global-setup.ts: endpoints, pool ids, seeded accounts. */
export function localStack(): LocalStackReady {
  const file = process.env.LOCAL_STACK_READY_FILE;
  if (!file)
    throw new Error('LOCAL_STACK_READY_FILE is not set: run these tests with --selectProjects stack');
  return JSON.parse(readFileSync(file, 'utf8')) as LocalStackReady;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function cognitoClient(): CognitoIdentityProviderClient {
  const stack = localStack();
  return new CognitoIdentityProviderClient({
    endpoint: stack.endpoints.cognito,
    region: stack.config.region,
    credentials,
  });
}

/** A DynamoDB client on the stack's DynamoDB Local, for checking what was (not) written. */
export function dynamoClient(): DynamoDBDocumentClient {
  const stack = localStack();
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.config.region, credentials }),
  );
}

export interface Tokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

function tokensOf(result: AuthenticationResultType | undefined): Tokens {
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken)
    throw new Error('No tokens in the answer');
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
}

/** USER_PASSWORD_AUTH, the local stack's flow (config.json authFlowType). */
export async function signIn(username: string, password: string): Promise<Tokens> {
  const client = cognitoClient();
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: localStack().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return tokensOf(out.AuthenticationResult);
  } finally {
    client.destroy();
  }
}

export interface TestMember {
  readonly username: string;
  readonly password: string;
  readonly userId: string;
  readonly tokens: Tokens;
}

let counter = 0;

/** Signs a new member up and confirms them as a visitor would; the post-confirmation trigger writes the profile. */
export async function newMember(prefix: string): Promise<TestMember> {
  counter += 1;
  const username = `${prefix}${process.pid}x${counter}${Date.now() % 100000}`.toLowerCase().slice(0, 40);
  const password = 'correct horse battery';
  const client = cognitoClient();
  try {
    const termsVersion = await currentTermsVersion();
    const { UserSub } = await client.send(
      signUpCommand(localStack().userPoolClientId, {
        username,
        password,
        name: `Name ${username}`,
        termsVersion,
      }),
    );
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: localStack().userPoolClientId,
        Username: username,
        ConfirmationCode: CONFIRMATION_CODE,
      }),
    );
    if (!UserSub) throw new Error('SignUp answered without UserSub');
    return { username, password, userId: UserSub, tokens: await signIn(username, password) };
  } finally {
    client.destroy();
  }
}

/** The version of the terms a sign-up must agree to now (the public site settings, as the sign-up page reads it). */
export async function currentTermsVersion(): Promise<number> {
  const answer = await graphql<{ siteSettings: { termsVersion: number } }>(
    '{ siteSettings { termsVersion } }',
  );
  const version = answer.data?.siteSettings.termsVersion;
  if (typeof version !== 'number') throw new Error(`No terms version: ${JSON.stringify(answer)}`);
  return version;
}

/** The seeded accounts, signed in. */
export async function seededAccount(username: 'admin' | 'member'): Promise<TestMember> {
  const account = localStack().accounts.find((a) => a.username === username);
  if (!account) throw new Error(`No seeded account ${username}`);
  const tokens = await signIn(account.username, account.password);
  const payload = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { username, password: account.password, userId: payload.sub, tokens };
}

/** A REST call as the frontend makes it: base URL from config.json, the ID token as `Authorization`. */
export async function rest<T = Record<string, unknown>>(
  api: RestApiName,
  method: string,
  path: string,
  options: RestCallOptions = {},
): Promise<RestAnswer<T>> {
  const base = localStack().config.rest[api].replace(/\/+$/, '');
  return restCall<T>(`${base}${path}`, method, options);
}

/**
 * The authorization AppSync's realtime endpoint takes, in the handshake and in each subscription's start: the
 * GraphQL API's host, with the API key or a user-pool token.
 */
export function realtimeAuthorization(
  credentials: { 'x-api-key': string } | { Authorization: string },
): Record<string, string> {
  return { host: new URL(localStack().config.graphql.endpoint).host, ...credentials };
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly data: T | null;
  readonly errors?: { message: string; errorType?: string; path?: unknown[] }[];
}

/**
 * A GraphQL request with the API key (visitors) or a user-pool token (members), as AppSync takes them, or with
 * no credentials at all (`anonymous`).
 */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; anonymous?: boolean } = {},
): Promise<GraphqlAnswer<T>> {
  const stack = localStack();
  const credentials: Record<string, string> = auth.token
    ? { Authorization: auth.token }
    : auth.anonymous
      ? {}
      : { 'x-api-key': stack.config.graphql.apiKey };
  const response = await fetch(stack.config.graphql.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...credentials },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
  return { status: response.status, ...body };
}

/** The member's nickName, as the member API shows it to the member. */
export async function nickNameOf(member: TestMember): Promise<string> {
  const profile = await rest<{ nickName: string }>(
    'member',
    'GET',
    `/member/${member.userId}?userPoolId=${localStack().userPoolId}`,
    { token: member.tokens.idToken },
  );
  return profile.body.nickName;
}

/**
 * Creates, as the admin, a board guests may read and members may write and comment on, and expects the API
 * to answer 201 (a test's setup fails there otherwise).
 */
export async function createOpenBoard(
  admin: TestMember,
  board: { id: string; name: string; description: string; postsPerPage: number; categories?: string[] },
): Promise<void> {
  const created = await rest('post', 'POST', '/admin/boards', {
    token: admin.tokens.idToken,
    body: {
      categories: [],
      ...board,
      permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    },
  });
  expect(created.status).toBe(201);
}

/** Deletes a menu item a test added, as the admin (the seeded one unless given). */
export async function deleteMenuItem(id: string, admin?: TestMember): Promise<void> {
  const { tokens } = admin ?? (await seededAccount('admin'));
  await graphql(
    'mutation ($id: ID!) { deleteMenu(input: { id: $id }) { id } }',
    { id },
    { token: tokens.idToken },
  );
}
