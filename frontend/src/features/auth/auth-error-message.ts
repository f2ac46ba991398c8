import { PASSWORD_MIN_LENGTH } from './password-policy';

/** What a member is told for each identity exception (Amplify's errors carry Cognito's exception name). */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  NotAuthorizedException: 'Incorrect username or password.',
  UserNotFoundException: 'Incorrect username or password.',
  UserNotConfirmedException: 'Please confirm your account first.',
  PasswordResetRequiredException: 'Your password must be reset before you can sign in.',
  CodeMismatchException: 'That code is not correct. Please check it and try again.',
  ExpiredCodeException: 'That code has expired. Please ask for a new one.',
  LimitExceededException: 'Too many attempts. Please wait a while and try again.',
  TooManyRequestsException: 'Too many requests. Please wait a moment and try again.',
  TooManyFailedAttemptsException: 'Too many failed attempts. Please wait a while and try again.',
  InvalidPasswordException: `The password does not meet the policy: at least ${PASSWORD_MIN_LENGTH} characters.`,
  UsernameExistsException: 'That username is already taken. Please choose another.',
  AliasExistsException: 'An account with this email address already exists.',
  InvalidParameterException: 'Some of the details are not valid. Please check them and try again.',
  CodeDeliveryFailureException: 'The code could not be sent. Please check your email address.',
  UserAlreadyAuthenticatedException: 'You are already signed in.',
  NetworkError: 'The sign-in service could not be reached. Please check your connection and try again.',
};

/** Cognito's prefix on a pre-sign-up trigger's refusal ("PreSignUp failed with error Sign-up is closed…"). */
const TRIGGER_PREFIX = /^\w+ failed with error\s*/;

/**
 * The message a member sees for a failed identity call. A Lambda trigger's refusal (e.g. sign-up closed) is
 * shown in its own words without Cognito's prefix; anything unknown gets `fallback`, never internal details.
 */
export function authErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again later.',
): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'UserLambdaValidationException' && error instanceof Error) {
    const reason = error.message.replace(TRIGGER_PREFIX, '').trim();
    return reason || fallback;
  }
  return AUTH_ERROR_MESSAGES[name] ?? fallback;
}
