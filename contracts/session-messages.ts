/**
 * What the member gate answers (401, or GraphQL's `Unauthorized`) when a token's session is over: the member
 * ended their sessions (sign out everywhere, a password change) or the account was closed. Shared so the web
 * app's clients can tell these refusals, after which it signs out, from a refused permission, after which the
 * member stays signed in (lambda/members/session-gate.ts, frontend/src/lib/session-ended.ts). A module of its
 * own, without schemas: the GraphQL client that reads it is in every page's first download.
 */
export const SESSION_ENDED_MESSAGE = 'You were signed out. Sign in again.';
export const ACCOUNT_CLOSED_MESSAGE = 'This account has been closed.';

/** Whether a refusal's message says the session is over. */
export function endsSession(message: string): boolean {
  return message === SESSION_ENDED_MESSAGE || message === ACCOUNT_CLOSED_MESSAGE;
}
