import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * Whether Amplify holds a signed-in session for this user pool client, read without Amplify itself: its token
 * store writes `CognitoIdentityServiceProvider.<client id>.LastAuthUser` next to the tokens (in local storage
 * when the member chose to stay signed in, else in session storage) and removes it with them on sign-out.
 * Apart from load-amplify.ts so that the boot script (src/boot/boot.ts) can ask without bundling the rest.
 */
export function hasStoredSession(config: {
  readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'>;
}): boolean {
  const key = `CognitoIdentityServiceProvider.${config.auth.userPoolClientId}.LastAuthUser`;
  try {
    return window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null;
  } catch {
    // Storage refused (private mode): Amplify could not have kept tokens across page loads either.
    return false;
  }
}
