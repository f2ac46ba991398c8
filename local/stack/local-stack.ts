import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { handlerEnv, lambdaHandlers, restRoutes, type LambdaHandlerName } from '../../contracts/registry';
import type { RuntimeConfig } from '../../contracts/runtime-config';
import { tableDefinitions, type TableId } from '../../contracts/tables';
import { adminGroupName } from '../../contracts/user-pool';
import { startLocalGraphqlServer, type LocalGraphqlServer } from '../appsync/graphql-server';
import { createTokenVerifier } from '../auth/token-verifier';
import { startLocalCognito } from '../cognito/local-cognito';
import { ensureUserPool } from '../cognito/user-pool-setup';
import { MemberDirectory } from '../../lambda/members/member-directory';
import { MemberRepository } from '../../lambda/members/member-repository';
import { createTables } from '../dynamodb/create-tables';
import { reindexSearch } from '../../lambda/search/search-reindex';
import { jsonLogger } from '../shared/logger';
import { startStreamPoller } from '../streams/stream-poller';
import { registryHandler } from '../shared/registry-handler';
import { TERMS_VERSION_KEY } from '../../contracts/terms';
import { SiteSettingsRepository } from '../../lambda/site-settings/site-settings-repository';
import { startDynamoDbLocal } from '../dynamodb/dynamodb-local';
import { countDynamoDbCallsTo } from '../shared/dynamodb-calls';
import { startDynamoDbCapacityProxy } from '../shared/dynamodb-capacity-proxy';
import { LOCAL_SECRET_ACCESS_KEY } from '../shared/sigv4';
import {
  startLocalRestGateway,
  type LocalRestGateway,
  type RestLambdaHandler,
} from '../gateway/rest-gateway';
import type { Caller } from '../../lambda/shared/auth/caller';
import { SDK_CLIENT_SETTINGS } from '../../lambda/shared/runtime/sdk-settings';
import { seedContent, seedSettings } from './seed';

export const LOCAL_STAGE = 'local';
export const LOCAL_REGION = 'ap-northeast-2';
/** AppSync's API key stands for "a public visitor"; it is served to every browser, so a fixed one is fine locally. */
export const LOCAL_API_KEY = 'da2-local-development-api-key';
const POOL_NAME = 'xe-serverless-local-members';
const CLIENT_NAME = 'xe-serverless-local-web';

export interface SeedAccount {
  readonly username: string;
  readonly password: string;
  readonly email: string;
  readonly name: string;
  readonly groups: readonly string[];
}

export interface LocalStackPorts {
  /** 0 = any free port (tests). */
  readonly dynamodb: number;
  readonly cognito: number;
  readonly rest: number;
  readonly graphql: number;
  /** The capacity proxy in front of DynamoDB Local (local/shared/dynamodb-capacity-proxy.ts); default: free. */
  readonly dynamodbProxy?: number;
}

export interface LocalStackOptions {
  /** Persistent data folder (DynamoDB Local files, cognito-local's store). Undefined: DynamoDB in memory and a
   *  cognito folder the caller owns must be given as `cognitoDir`. */
  readonly dataDir?: string;
  /** Cognito data folder when `dataDir` is not given (tests pass a temp folder). */
  readonly cognitoDir?: string;
  /** Deletes `dataDir` first. */
  readonly reset?: boolean;
  /**
   * DynamoDB Local in memory even with a `dataDir` (its tables are lost when it stops): seeding large boards
   * is about three times faster than into its files (`npm run bench -- --scale`, docs/performance.md).
   */
  readonly dynamodbInMemory?: boolean;
  readonly ports: LocalStackPorts;
  /** Browser origins allowed by CORS on both APIs: the site first. */
  readonly allowedOrigins: readonly string[];
  /** Fixes confirmation and reset codes (tests, LOCAL_CONFIRMATION_CODE). */
  readonly confirmationCode?: string;
  /** Accounts created when missing (first start of a data folder). */
  readonly accounts: readonly SeedAccount[];
  /** Seeds menus, boards and settings on first start. Default true. */
  readonly seedContent?: boolean;
  /** Where progress lines go. Default: nowhere. */
  readonly log?: (line: string) => void;
  /** Lines showing confirmation or reset codes. Default: log. */
  readonly onCode?: (line: string) => void;
}

export interface LocalStack {
  /** What the frontend reads from /config.json, pointing at this stack. */
  readonly config: RuntimeConfig;
  readonly endpoints: {
    /** DynamoDB Local itself: what the stack seeds through and tools and tests read and write directly. */
    readonly dynamodb: string;
    /**
     * The capacity proxy in front of it, which the handlers and the GraphQL data source call: their calls are
     * counted with the units they consume (docs/local-vs-aws.md).
     */
    readonly dynamodbProxy: string;
    readonly cognito: string;
    readonly rest: string;
    readonly graphql: string;
    readonly realtime: string;
    /** Where cognito-local invokes the triggers (an emulator-internal listener, locked like the others). */
    readonly triggers: string;
  };
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** `iss` of this pool's tokens. */
  readonly issuer: string;
  /** Physical table names (the ids themselves locally). */
  readonly tables: Readonly<Record<TableId, string>>;
  /** Process ids of the emulators this stack started (the servers run inside the caller's process). */
  readonly pids: { readonly dynamodb: number; readonly cognito: number };
  /** Whether this start seeded the demo content (first start of a data folder). */
  readonly seeded: boolean;
  stop(): Promise<void>;
}

const tableNames = Object.fromEntries(tableDefinitions.map((t) => [t.id, t.id])) as Record<TableId, string>;

/**
 * Sets what the Lambda handlers read from their environment, as the CDK stacks do for the deployed functions.
 * All handlers run in this one process, so they share one environment: every table, the pool, the origins.
 */
function setHandlerEnvironment(values: {
  dynamodb: string;
  cognito: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  allowedOrigins: readonly string[];
}): void {
  for (const table of tableDefinitions) process.env[table.envVar] = tableNames[table.id];
  process.env.DYNAMODB_ENDPOINT = values.dynamodb;
  process.env[handlerEnv.cognitoEndpoint] = values.cognito;
  process.env[handlerEnv.userPoolId] = values.userPoolId;
  process.env[handlerEnv.userPoolClientId] = values.userPoolClientId;
  // Functions that verify tokens themselves (public routes) trust the local pool's issuer.
  process.env[handlerEnv.userPoolIssuer] = values.issuer;
  process.env.ALLOWED_ORIGINS = values.allowedOrigins.join(',');
  process.env.AWS_REGION ??= LOCAL_REGION;
  // The local pool verifies signatures made with the local secret (local/shared/sigv4.ts): the handlers sign
  // with it whatever credentials the developer's shell holds, and no real key or session token is sent (a
  // profile would take precedence over these in the SDK's credential chain).
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_SECRET_ACCESS_KEY;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/**
 * Starts the whole back end of the site on 127.0.0.1: DynamoDB Local and cognito-local (child processes), the
 * REST gateway and the AppSync-compatible GraphQL server (in this process, running the same handlers and
 * resolvers as AWS), creates tables, pool, client and groups from the CDK stacks' definitions, and seeds.
 * Used by `npm start` (local/stack/start.ts) and by the integration tests' global setup.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    started.length = 0;
  };

  try {
    if (options.dataDir && options.reset) rmSync(options.dataDir, { recursive: true, force: true });
    const dynamoDir =
      options.dataDir && !options.dynamodbInMemory ? path.join(options.dataDir, 'dynamodb') : undefined;
    const cognitoDir = options.dataDir ? path.join(options.dataDir, 'cognito') : options.cognitoDir;
    if (!cognitoDir) throw new Error('startLocalStack needs dataDir or cognitoDir');
    if (dynamoDir) mkdirSync(dynamoDir, { recursive: true });
    mkdirSync(cognitoDir, { recursive: true });

    // The post-confirmation and pre-sign-up triggers run in this process when cognito-local invokes them.
    const triggers = {
      PreSignUp: registryHandler<unknown, unknown, unknown>('member-pre-sign-up'),
      PostConfirmation: registryHandler<unknown, unknown, unknown>('member-post-confirmation'),
    };
    // Both emulators start at once; if one fails, the other is stopped too (no orphaned child process).
    const [dynamoStart, cognitoStart] = await Promise.allSettled([
      startDynamoDbLocal({ port: options.ports.dynamodb || undefined, dbPath: dynamoDir }),
      startLocalCognito({
        dataDir: cognitoDir,
        port: options.ports.cognito,
        triggers,
        confirmationCode: options.confirmationCode,
        onCode: options.onCode ?? log,
        // The site signs in from the browser; no other page may read the pool's answers.
        allowedOrigins: options.allowedOrigins,
      }),
    ]);
    if (dynamoStart.status === 'fulfilled') started.push(dynamoStart.value);
    if (cognitoStart.status === 'fulfilled') started.push(cognitoStart.value);
    if (dynamoStart.status === 'rejected') throw dynamoStart.reason;
    if (cognitoStart.status === 'rejected') throw cognitoStart.reason;
    const dynamo = dynamoStart.value;
    const cognito = cognitoStart.value;
    log(`DynamoDB Local  ${dynamo.endpoint} (pid ${dynamo.pid})`);
    // Each REST and GraphQL answer reports the DynamoDB calls it made and the capacity they consumed
    // (docs/local-vs-aws.md, docs/performance.md): the handlers and the data source call DynamoDB Local through
    // the capacity proxy, whose calls are the ones counted.
    const proxy = await startDynamoDbCapacityProxy({
      upstream: dynamo.endpoint,
      port: options.ports.dynamodbProxy || undefined,
    });
    started.push(proxy);
    const stopCounting = countDynamoDbCallsTo(proxy.endpoint, { capacity: true });
    started.push({ stop: async () => stopCounting() });
    log(`cognito-local   ${cognito.endpoint} (pid ${cognito.pid})`);

    const region = LOCAL_REGION;
    const credentials = { accessKeyId: 'local', secretAccessKey: LOCAL_SECRET_ACCESS_KEY };
    const dynamodbClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials });
    const cognitoClient = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region,
      credentials,
    });
    started.push({
      stop: async () => {
        dynamodbClient.destroy();
        cognitoClient.destroy();
      },
    });

    const [created, pool] = await Promise.all([
      createTables(dynamodbClient, (id) => tableNames[id]),
      ensureUserPool(cognitoClient, { poolName: POOL_NAME, clientName: CLIENT_NAME }),
    ]);
    setHandlerEnvironment({
      dynamodb: proxy.endpoint,
      cognito: cognito.endpoint,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      issuer: cognito.issuer(pool.userPoolId),
      allowedOrigins: options.allowedOrigins,
    });

    const issuer = cognito.issuer(pool.userPoolId);
    const tokenVerifier = createTokenVerifier({
      issuer,
      clientId: pool.userPoolClientId,
      jwks: await cognito.jwks(pool.userPoolId),
    });

    // Every handler a REST route of the registry names, as GraphQL's Lambda resolvers are.
    const restHandlers: Partial<Record<LambdaHandlerName, RestLambdaHandler>> = Object.fromEntries(
      [...new Set(restRoutes.map((route) => route.handler))].map((name) => [name, registryHandler(name)]),
    );
    const rest: LocalRestGateway = await startLocalRestGateway({
      stage: LOCAL_STAGE,
      port: options.ports.rest,
      handlers: restHandlers,
      tokenVerifier,
      allowedOrigins: options.allowedOrigins,
      region,
    });
    started.push({ stop: () => rest.close() });
    // The APPSYNC_JS resolvers' data source gets the functions' deadline (SDK_CLIENT_SETTINGS: 2 tries of 3 s),
    // so a stalled DynamoDB Local is a "try again" error in about 6 s, as for REST and the Lambda resolvers,
    // not the request's 30 s ExecutionTimeout (docs/local-vs-aws.md, "GraphQL").
    const dataSourceClient = new DynamoDBClient({
      endpoint: proxy.endpoint,
      region,
      credentials,
      ...SDK_CLIENT_SETTINGS,
    });
    started.push({ stop: async () => dataSourceClient.destroy() });
    const graphql: LocalGraphqlServer = await startLocalGraphqlServer({
      port: options.ports.graphql,
      apiKey: LOCAL_API_KEY,
      tokenVerifier,
      dynamodbClient: dataSourceClient,
      tableName: (id) => tableNames[id],
      allowedOrigins: options.allowedOrigins,
    });
    started.push({ stop: () => graphql.close() });
    log(`REST gateway    ${rest.baseUrl}`);
    log(`GraphQL         ${graphql.url}`);

    // The consumers of the tables' change streams, run as their event source mappings run them in AWS
    // (docs/local-vs-aws.md, "Change stream"); before the seed, so what it writes is counted as any write.
    const streamLogger = jsonLogger('local-streams');
    for (const name of Object.keys(lambdaHandlers) as LambdaHandlerName[]) {
      const stream = lambdaHandlers[name].stream;
      if (!stream) continue;
      const handler = registryHandler<DynamoDBStreamEvent, unknown, DynamoDBBatchResponse>(name);
      const poller = await startStreamPoller({
        endpoint: proxy.endpoint,
        region,
        tableName: tableNames[stream.table],
        handler: (event) => handler(event, {}),
        logger: streamLogger,
      });
      started.push({ stop: () => poller.stop() });
    }

    // A data folder from before search existed: its posts were written before the indexer ran, so they are
    // indexed once now, as `npm run reindex` indexes a deployed stage's (docs/operations.md).
    if (created.includes('search') && !created.includes('content')) {
      const report = await reindexSearch(DynamoDBDocumentClient.from(dynamodbClient), {
        content: tableNames.content,
        search: tableNames.search,
      });
      log(`Search index    built for ${report.posts} posts and ${report.comments} comments already stored`);
    }

    // Settings first: the pre-sign-up trigger reads whether sign-up is open when the accounts are created.
    const documentClient = DynamoDBDocumentClient.from(dynamodbClient);
    const seedingContent = options.seedContent ?? true;
    if (seedingContent) await seedSettings(documentClient, tableNames);
    const members = new MemberRepository(documentClient, tableNames.members);
    // The demo accounts agree to the terms' current version at sign-up, as the web app's sign-up does.
    const { termsVersion } = await new SiteSettingsRepository(documentClient, tableNames.site).get();
    const accountIds = await ensureAccounts(
      cognitoClient,
      members,
      pool.userPoolId,
      pool.userPoolClientId,
      options.accounts,
      termsVersion,
    );
    let seeded = false;
    if (seedingContent) {
      const authorOf = (username: string): Caller => {
        const account = options.accounts.find((a) => a.username === username);
        const userId = accountIds.get(username);
        if (!account || !userId) throw new Error(`The demo content needs the seeded account ${username}`);
        return {
          userId,
          userName: username,
          groups: account.groups,
          isAdmin: account.groups.includes(adminGroupName),
        };
      };
      seeded = await seedContent(documentClient, tableNames, {
        admin: authorOf('admin'),
        member: authorOf('member'),
        nickNameOf: (userId) => new MemberDirectory(members).nickNameOf(userId),
      });
    }

    const config: RuntimeConfig = {
      stage: LOCAL_STAGE,
      region,
      auth: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: cognito.endpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
      },
      graphql: { endpoint: graphql.url, realtimeEndpoint: graphql.realtimeUrl, apiKey: LOCAL_API_KEY },
      rest: { member: rest.apiUrl('member'), post: rest.apiUrl('post') },
    };

    return {
      config,
      endpoints: {
        dynamodb: dynamo.endpoint,
        dynamodbProxy: proxy.endpoint,
        cognito: cognito.endpoint,
        rest: rest.baseUrl,
        graphql: graphql.url,
        realtime: graphql.realtimeUrl,
        triggers: cognito.triggerEndpoint,
      },
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      issuer,
      tables: tableNames,
      pids: { dynamodb: dynamo.pid, cognito: cognito.pid },
      seeded,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Creates each account the way a visitor does (SignUp, then confirmation, which runs the post-confirmation
 * trigger that writes the member profile) and gives it its groups as the admin API does (Cognito group, then
 * the profile's copy). Accounts that exist are left as they are.
 */
async function ensureAccounts(
  cognito: CognitoIdentityProviderClient,
  members: MemberRepository,
  userPoolId: string,
  clientId: string,
  accounts: readonly SeedAccount[],
  termsVersion: number,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const account of accounts) {
    const existing = await cognito
      .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.username }))
      .then(
        (user) => user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? null,
        (error: Error) => {
          if (error.name === 'UserNotFoundException') return null;
          throw error;
        },
      );
    if (existing) {
      ids.set(account.username, existing);
      continue;
    }
    const { UserSub: userId } = await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: account.username,
        Password: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'name', Value: account.name },
        ],
        ClientMetadata: { [TERMS_VERSION_KEY]: String(termsVersion) },
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: account.username }));
    for (const group of account.groups) {
      await cognito.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: account.username,
          GroupName: group,
        }),
      );
    }
    if (!userId) throw new Error(`SignUp of ${account.username} answered without a user id`);
    if (account.groups.length > 0) {
      await members.setGroups(userId, account.groups, new Date().toISOString());
    }
    ids.set(account.username, userId);
  }
  return ids;
}

/** The demo accounts of `npm start`, with passwords from the environment (README: Seeded accounts). */
export function demoAccounts(env: NodeJS.ProcessEnv = process.env): SeedAccount[] {
  return [
    {
      username: 'admin',
      password: env.SEED_ADMIN_PASSWORD || 'admin-local-1',
      email: 'admin@example.com',
      name: 'Administrator',
      groups: [adminGroupName],
    },
    {
      username: 'member',
      password: env.SEED_MEMBER_PASSWORD || 'member-local-1',
      email: 'member@example.com',
      name: 'Demo Member',
      groups: [],
    },
  ];
}
