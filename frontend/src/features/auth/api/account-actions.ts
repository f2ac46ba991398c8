import type { RuntimeConfig } from '@contracts/runtime-config';
import { loadAmplify } from '@/lib/amplify/load-amplify';
import { restRequest } from '@/lib/rest-request';
import { whileEndingOwnSessions } from '@/lib/session-ended';

/** Where a code was sent, as Cognito reports it (the address is masked, e.g. m***@e***). */
export interface CodeDelivery {
  readonly destination: string | null;
}

/** The ClientMetadata key the pre-sign-up trigger reads (contracts/site-settings.ts TERMS_VERSION_KEY). */
const TERMS_VERSION_KEY = 'termsVersion';

export interface SignUpRequest {
  readonly username: string;
  readonly password: string;
  readonly email: string;
  readonly name: string;
}

/**
 * Self sign-up with email and name, naming the version of the terms the visitor agreed to (the pre-sign-up
 * trigger refuses any other than the current one and records the agreement with the server's time); auto
 * sign-in is armed for after the confirmation.
 */
export async function signUpMember(config: RuntimeConfig, request: SignUpRequest, termsVersion: number) {
  const { signUp } = await loadAmplify(config);
  const out = await signUp({
    username: request.username,
    password: request.password,
    options: {
      userAttributes: { email: request.email, name: request.name },
      clientMetadata: { [TERMS_VERSION_KEY]: String(termsVersion) },
      autoSignIn: { authFlowType: config.auth.authFlowType },
    },
  });
  const details =
    out.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? out.nextStep.codeDeliveryDetails : undefined;
  return { confirmed: out.isSignUpComplete, destination: details?.destination ?? null };
}

/**
 * Confirms the sign-up with the emailed code (the server moves the agreement it recorded at sign-up onto the
 * profile). Answers whether Amplify can sign the member in on its own now.
 */
export async function confirmMemberSignUp(
  config: RuntimeConfig,
  username: string,
  code: string,
): Promise<{ canAutoSignIn: boolean }> {
  const { confirmSignUp } = await loadAmplify(config);
  const out = await confirmSignUp({ username, confirmationCode: code });
  return { canAutoSignIn: out.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' };
}

export async function autoSignInMember(config: RuntimeConfig): Promise<boolean> {
  const { autoSignIn } = await loadAmplify(config);
  const out = await autoSignIn();
  return out.isSignedIn;
}

export async function resendSignUpCodeTo(config: RuntimeConfig, username: string): Promise<CodeDelivery> {
  const { resendSignUpCode } = await loadAmplify(config);
  const out = await resendSignUpCode({ username });
  return { destination: out.destination ?? null };
}

/** Sends a password-reset code to the account of this username or email. */
export async function requestPasswordReset(config: RuntimeConfig, username: string): Promise<CodeDelivery> {
  const { resetPassword } = await loadAmplify(config);
  const out = await resetPassword({ username });
  const details =
    out.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE'
      ? out.nextStep.codeDeliveryDetails
      : undefined;
  return { destination: details?.destination ?? null };
}

export async function confirmPasswordReset(
  config: RuntimeConfig,
  username: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const { confirmResetPassword } = await loadAmplify(config);
  await confirmResetPassword({ username, confirmationCode: code, newPassword });
}

/** Answers the NEW_PASSWORD_REQUIRED challenge of a sign-in (an account an admin created). */
export async function completeNewPassword(config: RuntimeConfig, newPassword: string) {
  const { confirmSignIn } = await loadAmplify(config);
  return confirmSignIn({ challengeResponse: newPassword });
}

/** POST /me/sign-out-everywhere: every token issued until now is refused, every refresh token revoked. */
function endEverySession(config: RuntimeConfig, password: string): Promise<unknown> {
  return restRequest(config, 'member', {
    method: 'POST',
    path: '/me/sign-out-everywhere',
    body: { password },
  });
}

/**
 * Changes the password and signs every other browser out (docs/architecture.md, "Member lifecycle"): the
 * server ends every session, this one's included, and this browser signs in again at once with the new
 * password, so the member stays signed in here.
 */
export async function changePassword(
  config: RuntimeConfig,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const { updatePassword, fetchAuthSession, signIn, signOut } = await loadAmplify(config);
  const username = (await fetchAuthSession()).tokens?.idToken?.payload['cognito:username'];
  await updatePassword({ oldPassword, newPassword });
  await whileEndingOwnSessions(async () => {
    await endEverySession(config, newPassword);
    if (typeof username !== 'string') return;
    // This browser's tokens were refused and revoked with the others': a new session with the new password.
    await signOut();
    await signIn({ username, password: newPassword, options: { authFlowType: config.auth.authFlowType } });
  });
}

/**
 * Signs out on every device and browser, this one included: the server refuses every token issued until
 * now and revokes every refresh token, then this browser forgets its own. The password is asked again.
 */
export async function signOutEverywhere(config: RuntimeConfig, password: string): Promise<void> {
  await whileEndingOwnSessions(async () => {
    await endEverySession(config, password);
    const { signOut } = await loadAmplify(config);
    await signOut();
  });
}

/** Chooses where the next sign-in keeps its tokens (see amplify-runtime.ts). */
export async function setKeepSignedIn(config: RuntimeConfig, keep: boolean): Promise<void> {
  const { applyKeepSignedIn } = await loadAmplify(config);
  applyKeepSignedIn(keep);
}

export async function readKeepSignedIn(config: RuntimeConfig): Promise<boolean> {
  const { keepSignedIn } = await loadAmplify(config);
  return keepSignedIn();
}
