import type { RuntimeConfig } from '@contracts/runtime-config';
import { hasSessionMarker } from './session-marker';

/** The key Amplify's token store writes next to the tokens of this user pool client, and removes with them. */
export function lastAuthUserKey(userPoolClientId: string): string {
  return `CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`;
}

/**
 * Whether this tab may hold a signed-in session for this user pool client, read without Amplify itself: its
 * token store writes `CognitoIdentityServiceProvider.<client id>.LastAuthUser` next to the tokens (in local
 * storage when the member chose to stay signed in, else in session storage) and removes it with them on
 * sign-out; or the browser-session marker says another tab holds a session this one can ask for
 * (session-marker.ts, tab-session.ts), so the page must not start as a guest's.
 * Apart from load-amplify.ts so that the boot script (src/boot/boot.ts) can ask without bundling the rest.
 */
export function hasStoredSession(config: {
  readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'>;
}): boolean {
  return hasTokensStored(config.auth.userPoolClientId) || hasSessionMarker();
}

/** Whether Amplify's tokens for this client are in this tab's local or session storage. */
export function hasTokensStored(userPoolClientId: string): boolean {
  const key = lastAuthUserKey(userPoolClientId);
  try {
    return window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null;
  } catch {
    // Storage refused (private mode): Amplify could not have kept tokens across page loads either.
    return false;
  }
}
