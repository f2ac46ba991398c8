import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { currentTermsVersion, localStack, rest } from './support/clients';
import { CONFIRMATION_CODE } from './support/process';

/**
 * The frontend's authentication library (aws-amplify v6), configured from the stack's config.json values, against
 * the local pool: the flows a member goes through, end to end. The REST call with the resulting ID token shows
 * the post-confirmation trigger ran (the profile exists) and the gateway accepts Amplify's tokens.
 */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

beforeAll(() => {
  // Amplify warns that a custom user-pool endpoint is configured: that is the point here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const { config } = localStack();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.auth.userPoolId,
        userPoolClientId: config.auth.userPoolClientId,
        userPoolEndpoint: config.auth.userPoolEndpoint,
      },
    },
  });
});

afterEach(async () => {
  await signOut().catch(() => undefined);
});

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('Amplify v6 auth against the local pool', () => {
  it('signs up, confirms, signs in, refreshes and signs out', async () => {
    const username = unique('amp');
    const password = 'plain long password';

    const signedUp = await signUp({
      username,
      password,
      options: {
        userAttributes: { email: `${username}@example.com`, name: 'Amplify Kim' },
        // The agreement as the sign-up page sends it.
        clientMetadata: { termsVersion: String(await currentTermsVersion()) },
      },
    });
    expect(signedUp.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const confirmed = await confirmSignUp({ username, confirmationCode: CONFIRMATION_CODE });
    expect(confirmed.isSignUpComplete).toBe(true);

    const signedIn = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(signedIn.isSignedIn).toBe(true);
    expect((await getCurrentUser()).username).toBe(username);

    const first = await fetchAuthSession();
    const idToken = first.tokens?.idToken?.toString();
    expect(idToken).toBeDefined();
    const profile = await rest(
      'member',
      'GET',
      `/member/${first.userSub}?userPoolId=${localStack().userPoolId}`,
      {
        token: idToken,
      },
    );
    expect(profile).toEqual(
      expect.objectContaining({
        status: 200,
        body: { userName: username, nickName: 'Amplify Kim', userGroups: [] },
      }),
    );

    // Tokens issued within the same second are byte-identical; wait so the refreshed ones differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const newIdToken = refreshed.tokens?.idToken?.toString();
    expect(newIdToken).toBeDefined();
    expect(newIdToken).not.toBe(idToken);
    expect(claimsOf(newIdToken as string).sub).toBe(first.userSub);
    expect(
      (
        await rest('member', 'GET', `/member/${first.userSub}?userPoolId=${localStack().userPoolId}`, {
          token: newIdToken,
        })
      ).status,
    ).toBe(200);

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    await expect(getCurrentUser()).rejects.toThrow();
  });

  it("refuses a sign-up whose password breaks the policy, with Cognito's error", async () => {
    const username = unique('short');
    await expect(
      signUp({
        username,
        password: 'short',
        options: { userAttributes: { email: `${username}@example.com`, name: 'Short' } },
      }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('refuses a wrong password with NotAuthorizedException', async () => {
    const { accounts } = localStack();
    const member = accounts.find((a) => a.username === 'member');
    await expect(
      signIn({
        username: 'member',
        password: `${member?.password}x`,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('resets a forgotten password with the emailed code', async () => {
    const username = unique('reset');
    await signUp({
      username,
      password: 'first password',
      options: {
        userAttributes: { email: `${username}@example.com`, name: 'Reset Lee' },
        // Cognito hands ValidationData to the pre-sign-up trigger too (the local shim relays it).
        validationData: { termsVersion: String(await currentTermsVersion()) },
      },
    });
    await confirmSignUp({ username, confirmationCode: CONFIRMATION_CODE });

    const reset = await resetPassword({ username });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username,
      confirmationCode: CONFIRMATION_CODE,
      newPassword: 'second password',
    });

    await expect(
      signIn({ username, password: 'first password', options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const signedIn = await signIn({
      username,
      password: 'second password',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(signedIn.isSignedIn).toBe(true);
  });
});
