import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

/** The sign-up a visitor's browser sends to the user pool's app client: email and name, as the sign-up page asks. */
export function signUpCommand(
  clientId: string,
  user: { username: string; password: string; name: string; email?: string },
): SignUpCommand {
  return new SignUpCommand({
    ClientId: clientId,
    Username: user.username,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email ?? `${user.username}@example.com` },
      { Name: 'name', Value: user.name },
    ],
  });
}
