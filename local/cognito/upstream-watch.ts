import type { LocalLogger } from '../shared/logger';
import { CognitoError } from './cognito-error';
import { upstreamRequest, type UpstreamAnswer } from './upstream';

/**
 * What a client of the pool is told when cognito-local stopped answering (its process stopped or hung). Cognito's
 * own fault, in its shape (500 `InternalErrorException`), which the AWS SDK and Amplify treat as "try again".
 * A request that reached cognito-local before it stopped may still be carried out once it runs again, so the
 * message does not claim that nothing happened.
 */
export function poolNotAnswering(): CognitoError {
  return new CognitoError(
    'InternalErrorException',
    'The user pool did not answer in time; a change already sent may still be applied. Please try again.',
    500,
  );
}

export interface UpstreamTimings {
  /** How long a call waits before asking whether cognito-local answers at all. */
  readonly checkAfterMs: number;
  /** How long its health answer may take: milliseconds, unless its process is stopped. */
  readonly healthTimeoutMs: number;
  /** While it does not answer, how often it is asked again. */
  readonly recheckEveryMs: number;
}

/**
 * A stopped pool is known within 2.5 s (1.5 s, then a health check of 1 s): a sign-in with Amplify's three
 * tries (the later two answered at once, below) fails in about 3.5 s, and the member API's pool client, whose
 * try ends after 3 s (lambda/shared/runtime/sdk-settings.ts), meets the known state on its second try instead
 * of queueing a second copy of its change.
 */
// healthTimeoutMs: cognito-local's one thread can be busy for over a second checking a password on a loaded
// 2-core machine, and a live pool taken for a stopped one failed a sign-in; 3 s keeps a stopped pool's answer
// within about 5 s.
const DEFAULT_TIMINGS: UpstreamTimings = { checkAfterMs: 1500, healthTimeoutMs: 3000, recheckEveryMs: 500 };

/**
 * cognito-local as the shim reaches it, with a deadline that tells a stopped pool from a slow one. A call that
 * takes longer than `checkAfterMs` asks cognito-local's `/health`: if it answers, the pool is alive and busy (a
 * trigger may take Cognito's 5 s) and the call keeps waiting; if not, its process is stopped (SIGSTOP, a hang),
 * the call is abandoned and answered `poolNotAnswering()`. Until `/health` answers again, further calls are
 * answered the same at once and not sent: a frozen pool would queue them and apply them later, after their
 * callers were told they failed.
 */
export class UpstreamWatch {
  private stalled = false;

  constructor(
    private readonly socketPath: string,
    private readonly logger: LocalLogger,
    private readonly timings: UpstreamTimings = DEFAULT_TIMINGS,
  ) {}

  async request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<UpstreamAnswer> {
    if (this.stalled) throw poolNotAnswering();
    const abandon = new AbortController();
    const answer = upstreamRequest(this.socketPath, path, { ...init, signal: abandon.signal });
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'waited'>((resolve) => {
        timer = setTimeout(() => resolve('waited'), this.timings.checkAfterMs);
      });
      const outcome = await Promise.race([answer, waited]).finally(() => clearTimeout(timer));
      if (outcome !== 'waited') return outcome;
      if (this.stalled || !(await this.answersHealth())) break;
    }
    answer.catch(() => undefined);
    abandon.abort();
    this.markStalled(path);
    throw poolNotAnswering();
  }

  /** Whether cognito-local's process answers at all; a refused connection counts (calls then fail at once). */
  private async answersHealth(): Promise<boolean> {
    try {
      await upstreamRequest(this.socketPath, '/health', {
        signal: AbortSignal.timeout(this.timings.healthTimeoutMs),
      });
      return true;
    } catch (error) {
      const name = (error as Error).name;
      return name !== 'AbortError' && name !== 'TimeoutError';
    }
  }

  private markStalled(path: string): void {
    if (this.stalled) return;
    this.stalled = true;
    const since = Date.now();
    this.logger.error('cognito-local is not answering; calls are refused until it does', {
      component: 'cognito-shim',
      path,
    });
    const recheck = () => {
      void this.answersHealth().then((answers) => {
        if (!answers) {
          setTimeout(recheck, this.timings.recheckEveryMs).unref();
          return;
        }
        this.stalled = false;
        this.logger.warn('cognito-local answers again', {
          component: 'cognito-shim',
          ms: Date.now() - since,
        });
      });
    };
    setTimeout(recheck, this.timings.recheckEveryMs).unref();
  }
}
