import type { Json } from './cognito-error';
import type { CognitoLocalClient } from './cognito-local-client';
import type { ShimState } from './shim-state';
import type { AccessTokens } from './shim-tokens';

/** What every operation of the shim works with (shim-operations.ts builds it once per shim). */
export interface ShimContext {
  /** The shim's own URL: the issuer domain of the pool's tokens. */
  readonly issuerDomain: string;
  readonly client: CognitoLocalClient;
  readonly state: ShimState;
  readonly accessTokens: AccessTokens;
  /** Tells the developer a code the pool just stored for a user (what AWS would have emailed). */
  reportCode(poolId: string, username: string, what: string, field: string, extra?: DeliveredTo): void;
}

export interface DeliveredTo {
  /** The code stored before the operation: unchanged means nothing was sent. */
  readonly previous?: unknown;
  readonly destination?: unknown;
}

/** One operation: its X-Amz-Target (without the service prefix), its JSON body, its answer. */
export type OperationHandler = (context: ShimContext, body: Json, target: string) => Promise<Json>;
