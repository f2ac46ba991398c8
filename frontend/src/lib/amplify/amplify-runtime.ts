import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * Everything the app uses from Amplify, in one module that is only ever imported dynamically (see
 * load-amplify.ts): Amplify's auth code is about a quarter of the site's JavaScript and the first screen
 * does not need it, so it downloads in parallel instead of delaying the first render.
 * Amplify is used for authentication only; data goes through the thin GraphQL and REST clients.
 */
export {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
export { shareTabSession } from './tab-session-share';

/**
 * Configures Amplify Auth from /config.json. Amplify.configure() resets token storage (measured
 * with Amplify v6), so load-amplify.ts calls this once per configuration. The sign-in flow (SRP, or
 * USER_PASSWORD_AUTH against cognito-local) is passed per sign-in call.
 */
export function configureAmplify(config: RuntimeConfig): void {
  const { userPoolId, userPoolClientId, identityPoolId, userPoolEndpoint } = config.auth;
  const userPool = {
    userPoolId,
    userPoolClientId,
    ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
    loginWith: { username: true, email: true },
  };
  // Amplify's config type distinguishes "user pool only" from "user pool and identity pool".
  const auth: ResourcesConfig['Auth'] = identityPoolId
    ? { Cognito: { ...userPool, identityPoolId } }
    : { Cognito: userPool };
  Amplify.configure({ Auth: auth });
  applyKeepSignedIn(keepSignedIn());
}

/** Where the "Keep me signed in" choice is kept (the choice itself, not a secret). */
export const KEEP_SIGNED_IN_KEY = 'keep-signed-in';

/** The member's last choice; default: not kept (a shared PC forgets the session when the browser closes). */
export function keepSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEEP_SIGNED_IN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Where Amplify keeps the tokens: local storage (kept across browser restarts) when the member asked to stay
 * signed in, else session storage (gone when the browser closes). Set before signing in.
 */
export function applyKeepSignedIn(keep: boolean): void {
  try {
    window.localStorage.setItem(KEEP_SIGNED_IN_KEY, String(keep));
  } catch {
    // Storage refused (private mode): the choice applies to this page only.
  }
  cognitoUserPoolsTokenProvider.setKeyValueStorage(keep ? defaultStorage : sessionStorage);
}
