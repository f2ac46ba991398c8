import type { fetchAuthSession } from 'aws-amplify/auth';

type AuthSession = Awaited<ReturnType<typeof fetchAuthSession>>;

/** What Amplify's fetchAuthSession answers for a visitor who is not signed in. */
export function guestSession(): AuthSession {
  return {};
}

/** What it answers for a signed-in member: the ID token carries the Cognito `sub` the app looks up. */
export function memberSession(sub: string, idToken = `id-token-of-${sub}`): AuthSession {
  const jwt = (token: string) => ({ payload: { sub }, toString: () => token });
  return { tokens: { idToken: jwt(idToken), accessToken: jwt(`access-token-of-${sub}`) }, userSub: sub };
}
