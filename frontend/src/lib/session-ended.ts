/**
 * The server's word that this browser's session is over: a 401 to a request that carried the member's ID
 * token. The token is still valid by its signature and expiry, but the member ended their sessions
 * elsewhere (sign out everywhere, a password change), left the site, or the account is gone
 * (lambda/members/member-gate.ts). The session provider listens and signs out here too, saying why.
 */
const listeners = new Set<() => void>();
let expected = 0;

/** Subscribes to session-ended reports; answers the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the API clients on a 401 to a request sent with an ID token. */
export function reportSessionEnded(): void {
  if (expected > 0) return;
  for (const listener of listeners) listener();
}

/**
 * Runs `action`, during which a 401 is this browser's own doing (it ends its sessions and signs in again
 * after a password change), not a session ended elsewhere.
 */
export async function whileEndingOwnSessions<T>(action: () => Promise<T>): Promise<T> {
  expected += 1;
  try {
    return await action();
  } finally {
    expected -= 1;
  }
}
