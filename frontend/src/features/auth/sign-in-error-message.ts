import { authErrorMessage } from './auth-error-message';

/**
 * The human message for a failed sign-in (internal details are never shown). InvalidPasswordException means a
 * wrong password here: cognito-local answers a wrong password with it.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidPasswordException') {
    return 'Incorrect username or password.';
  }
  return authErrorMessage(error, 'Sign-in failed. Please try again later.');
}
