import { authErrorMessage } from './auth-error-message';

/** What a member whose account an admin disabled is told, instead of a wrong password. */
export const DISABLED_ACCOUNT_MESSAGE = "This account has been disabled. Contact the site's administrator.";

/**
 * The human message for a failed sign-in (internal details are never shown). InvalidPasswordException means a
 * wrong password here: cognito-local answers a wrong password with it. Cognito (and the local shim) refuse a
 * disabled user with NotAuthorizedException "User is disabled.": that one message is recognised, so the member
 * learns why rather than retrying a password that is right; every other NotAuthorizedException stays
 * "Incorrect username or password." InternalErrorException is the pool's own fault, which Amplify has
 * already retried: the pool is down or not answering (the local stack answers a stopped pool with it,
 * docs/local-vs-aws.md), so the member is told to try again, not that they failed.
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
  if (error instanceof Error && error.name === 'InternalErrorException') {
    return 'The sign-in service is not answering. Please try again.';
  }
  return authErrorMessage(error, 'Sign-in failed. Please try again later.');
}
