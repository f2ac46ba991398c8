import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The sign-up a visitor's browser sends to the user pool's app client: email and name, as the sign-up page
 * asks, and the version of the terms the visitor agreed to (the page sends it as ClientMetadata; the
 * pre-sign-up trigger refuses a sign-up without the current one).
 */
export function signUpCommand(
  clientId: string,
  user: { username: string; password: string; name: string; email?: string; termsVersion?: number },
): SignUpCommand {
  return new SignUpCommand({
    ClientId: clientId,
    Username: user.username,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email ?? `${user.username}@example.com` },
      { Name: 'name', Value: user.name },
    ],
    ...(user.termsVersion === undefined
      ? {}
      : { ClientMetadata: { termsVersion: String(user.termsVersion) } }),
  });
}
