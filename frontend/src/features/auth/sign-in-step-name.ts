import type { SignInOutput } from 'aws-amplify/auth';

type SignInStep = SignInOutput['nextStep']['signInStep'];

/** How the sign-in dialog names a next step it cannot complete yet (§4 lists them; this version does DONE). */
export function signInStepName(step: SignInStep): string {
  switch (step) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'Setting a new password';
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return 'A custom sign-in challenge';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return 'Multi-factor authentication setup';
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return 'Code confirmation';
    default:
      return 'This sign-in step';
  }
}
