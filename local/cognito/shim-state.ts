import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What outlives a restart: `<poolId>/<username>` → epoch ms of the user's last global sign-out. */
interface PersistedState {
  signedOut: Record<string, number>;
}

/** A NEW_PASSWORD_REQUIRED session this shim handed out (cognito-local accepts any session string). */
export interface ChallengeSession {
  readonly poolId: string;
  readonly username: string;
  readonly expiresAt: number;
}

/**
 * What the shim remembers beyond cognito-local: global sign-outs (kept in `shim-state.json` beside
 * cognito-local's store, so they survive a restart), when it saw each token issued, and the challenge sessions
 * it handed out.
 */
export class ShimState {
  private readonly file: string;
  private readonly persisted: PersistedState;
  /** Token jti → when this shim saw it issued (ms): finer than `iat` (seconds). */
  private readonly issuedAt = new Map<string, number>();
  private readonly sessions = new Map<string, ChallengeSession>();

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'shim-state.json');
    this.persisted = ShimState.load(this.file);
  }

  private static load(file: string): PersistedState {
    try {
      const loaded = JSON.parse(readFileSync(file, 'utf8')) as Partial<PersistedState>;
      return { signedOut: loaded.signedOut ?? {} };
    } catch {
      return { signedOut: {} };
    }
  }

  /** Every token of the user issued until now is revoked. */
  signOut(poolId: string, username: string): void {
    this.persisted.signedOut[`${poolId}/${username}`] = Date.now();
    writeFileSync(this.file, JSON.stringify(this.persisted, null, 2));
  }

  /** Whether a token of the user (its claims) was issued before the user's last global sign-out. */
  issuedBeforeSignOut(poolId: string, username: string, claims: Readonly<Record<string, unknown>>): boolean {
    const signedOutAt = this.persisted.signedOut[`${poolId}/${username}`];
    if (signedOutAt === undefined) return false;
    const issued = this.issuedAt.get(String(claims.jti)) ?? Number(claims.iat ?? 0) * 1000;
    return issued <= signedOutAt;
  }

  /** Notes that a token with this jti was just issued. */
  issued(jti: string): void {
    this.issuedAt.set(jti, Date.now());
  }

  openSession(id: string, session: ChallengeSession): void {
    this.sessions.set(id, session);
  }

  session(id: string): ChallengeSession | undefined {
    return this.sessions.get(id);
  }

  closeSession(id: string): void {
    this.sessions.delete(id);
  }
}
