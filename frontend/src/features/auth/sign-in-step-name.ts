import type { SignInOutput } from 'aws-amplify/auth';

type SignInStep = SignInOutput['nextStep']['signInStep'];

/**
 * What the sign-in dialog says for a step this site never asks for: multi-factor authentication is off for
 * this user pool, and it has no custom challenge. Such a step means the pool was configured differently.
 */
export function signInStepMessage(step: SignInStep): string {
  switch (step) {
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return 'Multi-factor authentication is turned off for this site, so this sign-in cannot continue. Please contact the site administrator.';
    default:
      return 'This sign-in step is not used on this site. Please contact the site administrator.';
  }
}
