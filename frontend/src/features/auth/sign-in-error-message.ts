import { authErrorMessage } from './auth-error-message';

/** What a member whose account an admin disabled is told, instead of a wrong password. */
export const DISABLED_ACCOUNT_MESSAGE = "This account has been disabled. Contact the site's administrator.";

/**
 * The human message for a failed sign-in (internal details are never shown). InvalidPasswordException means a
 * wrong password here: cognito-local answers a wrong password with it. Cognito (and the local shim) refuse a
 * disabled user with NotAuthorizedException "User is disabled.": that one message is recognised, so the member
 * learns why rather than retrying a password that is right; every other NotAuthorizedException stays
 * "Incorrect username or password."
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidPasswordException') {
    return 'Incorrect username or password.';
  }
  if (
    error instanceof Error &&
    error.name === 'NotAuthorizedException' &&
    /^User is disabled\.?$/i.test(error.message)
  ) {
    return DISABLED_ACCOUNT_MESSAGE;
  }
  return authErrorMessage(error, 'Sign-in failed. Please try again later.');
}
