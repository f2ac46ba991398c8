import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { createTokenVerifier } from '../../local/auth/token-verifier';
import { cognitoClient, localStack, newMember, signIn } from './support/clients';
import { signUpCommand } from './support/sign-up';

/**
 * The local user pool behaves as the deployed one where cognito-local alone would not (local/cognito/
 * cognito-shim.ts): AWS SDK v3 against the endpoint config.json names.
 */
const cognito = cognitoClient();
afterAll(() => cognito.destroy());

const refresh = (refreshToken: string) =>
  cognito.send(
    new GetTokensFromRefreshTokenCommand({
      ClientId: localStack().userPoolClientId,
      RefreshToken: refreshToken,
    }),
  );

describe('the local user pool', () => {
  it("enforces the deployed pool's password policy on sign-up and creates nothing", async () => {
    const username = `policy${Date.now()}`;
    await expect(
      cognito.send(
        signUpCommand(localStack().userPoolClientId, { username, password: 'seven77', name: 'Policy' }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: localStack().userPoolId, Username: username })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('answers an unknown user like a wrong password (user-existence errors hidden)', async () => {
    await expect(signIn('nobody-here', 'whatever password')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('signs a member in by their email, the alias of their username', async () => {
    const member = await newMember('alias');
    const tokens = await signIn(`${member.username}@example.com`, member.password);
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims['cognito:username']).toBe(member.username);
  });

  it('refreshes with GetTokensFromRefreshToken into tokens the APIs verify', async () => {
    const member = await newMember('refresh');
    const out = await refresh(member.tokens.refreshToken);
    const idToken = out.AuthenticationResult?.IdToken as string;
    expect(out.AuthenticationResult).toEqual(
      expect.objectContaining({ TokenType: 'Bearer', ExpiresIn: 3600 }),
    );
    const stack = localStack();
    const jwks = (await (await fetch(`${stack.issuer}/.well-known/jwks.json`)).json()) as Jwks;
    const verifier = createTokenVerifier({ issuer: stack.issuer, clientId: stack.userPoolClientId, jwks });
    await expect(verifier.verifyIdToken(idToken)).resolves.toEqual(
      expect.objectContaining({ sub: member.userId }),
    );
  });

  it('refuses a disabled member both sign-in and refresh, and lets them back in once enabled', async () => {
    const member = await newMember('disabled');
    const { userPoolId } = localStack();
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: member.username }));
    await expect(signIn(member.username, member.password)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(refresh(member.tokens.refreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await cognito.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: member.username }));
    await expect(signIn(member.username, member.password)).resolves.toBeDefined();
  });

  it('revokes refresh tokens issued before a global sign-out, not those issued after', async () => {
    const member = await newMember('signout');
    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: localStack().userPoolId, Username: member.username }),
    );
    await expect(refresh(member.tokens.refreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    const again = await signIn(member.username, member.password);
    await expect(refresh(again.refreshToken)).resolves.toBeDefined();
  });

  it('says plainly that SRP is not available locally', async () => {
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: localStack().userPoolClientId,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: 'member', SRP_A: 'abc' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringMatching(/USER_PASSWORD_AUTH/),
    });
  });
});
