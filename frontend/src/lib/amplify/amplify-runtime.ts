import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * Everything the app uses from Amplify, in one module that is only ever imported dynamically (see
 * load-amplify.ts): Amplify's auth code is about a quarter of the site's JavaScript and the first screen
 * does not need it, so it downloads in parallel instead of delaying the first render.
 * Amplify is used for authentication only; data goes through the thin GraphQL and REST clients.
 */
export { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

/**
 * Configures Amplify Auth from /config.json. Amplify.configure() resets token storage (architecture
 * brief §4), so load-amplify.ts calls this once per configuration. The sign-in flow (SRP, or
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
}
