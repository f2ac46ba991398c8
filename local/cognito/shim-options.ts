import type { LocalLogger } from '../shared/logger';

/** What the local user pool's shim is given (shim-server.ts). */
export interface CognitoShimOptions {
  /** cognito-local's Unix socket (upstream.ts). */
  readonly upstreamSocket: string;
  /** Browser origins given CORS access: the site's. Default: none. */
  readonly allowedOrigins?: readonly string[];
  /** The pool's region: signed administration must be scoped to it, as on AWS (local/shared/sigv4.ts). */
  readonly region: string;
  /** The shim's own URL: the issuer domain of the pool's tokens. */
  readonly issuerDomain: string;
  /** cognito-local's working folder: its store is read (`.cognito/db`), the shim's state kept beside it. */
  readonly dataDir: string;
  /** Trigger function name → trigger name (cognito-local names the function in trigger errors, AWS the trigger). */
  readonly triggerOfFunction?: Readonly<Record<string, string>>;
  /** The pool's logger (local-cognito.ts chooses it). */
  readonly logger: LocalLogger;
  /**
   * Receives one line per code or temporary password the pool "sends" (AWS emails them). Read from
   * cognito-local's store when the operation answers: its own console boxes arrive late or never (its logger,
   * sonic-boom 2, miscounts multi-byte characters and holds output back).
   */
  readonly onCode?: (line: string) => void;
}
