import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { LocalLogger } from '../shared/logger';
import { CognitoError, POOL_ID, TARGET_PREFIX, WRONG_CODE, type Json } from './cognito-error';
import { UpstreamWatch } from './upstream-watch';

/** What the shim needs to know about a pool (DescribeUserPool), cached. */
export interface PoolFacts {
  readonly caseSensitive: boolean;
  readonly emailAlias: boolean;
  readonly autoVerifyEmail: boolean;
  readonly requiredAttributes: readonly string[];
}

export interface PoolUser {
  readonly username: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly enabled: boolean;
  readonly status: string;
  /** Epoch ms. */
  readonly lastModified: number;
}

export interface CognitoLocalClientOptions {
  /** cognito-local's Unix socket (upstream.ts). */
  readonly upstreamSocket: string;
  /** cognito-local's working folder: its store is `.cognito/db/<poolId>.json` inside. */
  readonly dataDir: string;
  /** Trigger function name → trigger name (cognito-local names the function in trigger errors, AWS the trigger). */
  readonly triggerOfFunction?: Readonly<Record<string, string>>;
  readonly logger: LocalLogger;
}

function toPoolUser(raw: Json): PoolUser {
  const list = (raw.UserAttributes ?? raw.Attributes ?? []) as { Name: string; Value?: string }[];
  const modified = raw.UserLastModifiedDate;
  return {
    username: String(raw.Username),
    attributes: Object.fromEntries(list.map((a) => [a.Name, a.Value ?? ''])),
    enabled: raw.Enabled !== false,
    status: String(raw.UserStatus ?? ''),
    lastModified:
      typeof modified === 'number' ? modified * 1000 : Date.parse(String(modified ?? '')) || Date.now(),
  };
}

/**
 * The shim's way to cognito-local: its operations, with its errors turned into Cognito's words, and the
 * lookups the shim's rules need (which pool a client belongs to, a pool's settings, a user by any of the names
 * Cognito accepts, the user's stored record).
 */
export class CognitoLocalClient {
  private readonly poolOfClient = new Map<string, string>();
  private readonly poolFacts = new Map<string, PoolFacts>();
  private readonly storeDir: string;
  /** Every call goes through it: a stopped cognito-local is answered in seconds, not never (upstream-watch.ts). */
  private readonly upstream: UpstreamWatch;

  constructor(private readonly options: CognitoLocalClientOptions) {
    this.storeDir = path.join(options.dataDir, '.cognito', 'db');
    this.upstream = new UpstreamWatch(options.upstreamSocket, options.logger);
  }

  /** Calls cognito-local; its errors come back as CognitoErrors in AWS's words. */
  async invoke(target: string, body: Json): Promise<Json> {
    const { status, json } = await this.call(target, body);
    if (status < 400) return json;
    const type = typeof json.__type === 'string' ? json.__type : undefined;
    const message = typeof json.message === 'string' ? json.message : '';
    if (type === 'CognitoLocal#Unsupported') {
      throw new CognitoError(
        'InvalidParameterException',
        `${target} is not supported by the local user pool.`,
      );
    }
    if (!type) {
      this.options.logger.error('cognito-local failed', {
        component: 'cognito-shim',
        operation: target,
        upstreamStatus: status,
        errorMessage: message,
      });
      throw new CognitoError('InternalErrorException', 'The local user pool failed; see its log.', 500);
    }
    if (type === 'UserLambdaValidationException') {
      // cognito-local: "<function> failed with error <message>."; Cognito: "<Trigger> failed with error <message>."
      const named = /^(.+?) failed with error /.exec(message);
      const trigger = named?.[1] ? this.options.triggerOfFunction?.[named[1]] : undefined;
      throw new CognitoError(type, trigger ? `${trigger}${message.slice(named?.[1]?.length ?? 0)}` : message);
    }
    if (type === 'CodeMismatchException') throw new CognitoError(type, WRONG_CODE);
    if (type === 'UserNotFoundException') throw new CognitoError(type, 'User does not exist.');
    throw new CognitoError(type, message || type, status >= 500 ? 500 : 400);
  }

  private async call(target: string, body: Json): Promise<{ status: number; json: Json }> {
    const response = await this.upstream.request('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(body),
    });
    const text = response.body.toString('utf8');
    try {
      return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
    } catch {
      return { status: response.status, json: { message: text } };
    }
  }

  async poolIdOfClient(clientId: unknown): Promise<string> {
    if (typeof clientId !== 'string' || clientId === '') {
      throw new CognitoError(
        'InvalidParameterException',
        '1 validation error detected: ClientId is required',
      );
    }
    const known = this.poolOfClient.get(clientId);
    if (known) return known;
    const { UserPools = [] } = (await this.invoke('ListUserPools', { MaxResults: 60 })) as {
      UserPools?: Json[];
    };
    for (const pool of UserPools) {
      const { UserPoolClients = [] } = (await this.invoke('ListUserPoolClients', {
        UserPoolId: pool.Id,
        MaxResults: 60,
      })) as { UserPoolClients?: Json[] };
      for (const client of UserPoolClients) this.poolOfClient.set(String(client.ClientId), String(pool.Id));
    }
    const found = this.poolOfClient.get(clientId);
    if (!found) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
    return found;
  }

  async factsOf(poolId: string): Promise<PoolFacts> {
    const known = this.poolFacts.get(poolId);
    if (known) return known;
    const { UserPool: pool = {} } = (await this.invoke('DescribeUserPool', { UserPoolId: poolId })) as {
      UserPool?: Json;
    };
    const schema = (pool.SchemaAttributes ?? []) as { Name: string; Required?: boolean }[];
    const facts: PoolFacts = {
      caseSensitive: (pool.UsernameConfiguration as Json | undefined)?.CaseSensitive !== false,
      emailAlias: ((pool.AliasAttributes ?? []) as string[]).includes('email'),
      autoVerifyEmail: ((pool.AutoVerifiedAttributes ?? []) as string[]).includes('email'),
      requiredAttributes: schema.filter((a) => a.Required && a.Name !== 'sub').map((a) => a.Name),
    };
    this.poolFacts.set(poolId, facts);
    return facts;
  }

  /** Drops what is known of a pool that changed or went away. */
  forgetPool(poolId: string): void {
    this.poolFacts.delete(poolId);
  }

  async listUsers(poolId: string): Promise<PoolUser[]> {
    const { Users = [] } = (await this.invoke('ListUsers', { UserPoolId: poolId })) as { Users?: Json[] };
    return Users.map(toPoolUser);
  }

  async getUser(poolId: string, username: string): Promise<PoolUser | undefined> {
    try {
      return toPoolUser(await this.invoke('AdminGetUser', { UserPoolId: poolId, Username: username }));
    } catch (error) {
      if (error instanceof CognitoError && error.type === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  /**
   * The user a name stands for, as Cognito resolves it: the username itself, the same username in another case
   * (case-insensitive pools), or, with `alias`, a verified email that belongs to exactly one user.
   */
  async resolveUser(poolId: string, name: unknown, alias: boolean): Promise<PoolUser | undefined> {
    if (typeof name !== 'string' || name === '') return undefined;
    const exact = await this.getUser(poolId, name);
    if (exact) return exact;
    const facts = await this.factsOf(poolId);
    const lower = name.toLowerCase();
    const users = await this.listUsers(poolId);
    if (!facts.caseSensitive) {
      const byName = users.find((u) => u.username.toLowerCase() === lower);
      if (byName) return byName;
    }
    if (alias && facts.emailAlias && name.includes('@')) {
      const byEmail = users.filter(
        (u) => u.attributes.email?.toLowerCase() === lower && u.attributes.email_verified === 'true',
      );
      if (byEmail.length === 1) return byEmail[0];
    }
    return undefined;
  }

  /** Cognito keeps the user's password to itself; so does cognito-local's API, but its store is a JSON file. */
  storedUser(poolId: string, username: string): Json | undefined {
    if (!POOL_ID.test(poolId)) return undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const store = JSON.parse(readFileSync(path.join(this.storeDir, `${poolId}.json`), 'utf8')) as {
          Users?: Record<string, Json>;
        };
        return store.Users?.[username];
      } catch {
        // being rewritten: read once more
      }
    }
    return undefined;
  }

  /** A pool's signing keys, as cognito-local serves them. */
  async signingKeys(poolId: string): Promise<Jwks> {
    const response = await this.upstream.request(`/${poolId}/.well-known/jwks.json`);
    return JSON.parse(response.body.toString('utf8')) as Jwks;
  }
}
