import type { fetchAuthSession } from 'aws-amplify/auth';
import { testConfig } from './test-config';

type AuthSession = Awaited<ReturnType<typeof fetchAuthSession>>;

/** What Amplify's fetchAuthSession answers for a visitor who is not signed in. */
export function guestSession(): AuthSession {
  return {};
}

/**
 * What it answers for a signed-in member: the ID token carries the Cognito `sub` the app looks up. Also
 * leaves the mark Amplify's token store leaves (lib/amplify/load-amplify.ts reads it), so the app knows
 * there is a session to read, as it would after a real sign-in.
 */
export function memberSession(sub: string, idToken = `id-token-of-${sub}`): AuthSession {
  storeSessionMark();
  const jwt = (token: string) => ({ payload: { sub }, toString: () => token });
  return { tokens: { idToken: jwt(idToken), accessToken: jwt(`access-token-of-${sub}`) }, userSub: sub };
}

/** The key Amplify's token store writes with the tokens, for the test configuration's user pool client. */
export const LAST_AUTH_USER_KEY = `CognitoIdentityServiceProvider.${testConfig.auth.userPoolClientId}.LastAuthUser`;

/** A stored session as Amplify leaves it after signing in (the tokens themselves come from the mock). */
export function storeSessionMark(userName = 'member'): void {
  window.localStorage.setItem(LAST_AUTH_USER_KEY, userName);
}
