/**
 * The human message for a failed sign-in (§8: internal details are never shown). Amplify throws
 * AuthError/ServiceError instances whose `name` is the Cognito exception name. InvalidPasswordException is
 * listed with the wrong-credentials cases because cognito-local answers a wrong password with it
 * (architecture brief §4); during sign-in it can mean nothing else.
 */
export function signInErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      return 'Incorrect username or password.';
    case 'UserNotConfirmedException':
      return 'Please confirm your account first.';
    case 'PasswordResetRequiredException':
      return 'Your password must be reset before you can sign in.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'UserAlreadyAuthenticatedException':
      return 'You are already signed in.';
    case 'NetworkError':
      return 'The sign-in service could not be reached. Please check your connection and try again.';
    default:
      return 'Sign-in failed. Please try again later.';
  }
}
