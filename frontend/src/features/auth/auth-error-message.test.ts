import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-error-message';
import { signInErrorMessage } from './sign-in-error-message';

const error = (name: string, message = 'internal detail') => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    ['UsernameExistsException', 'That username is already taken. Please choose another.'],
    ['CodeMismatchException', 'That code is not correct. Please check it and try again.'],
    ['ExpiredCodeException', 'That code has expired. Please ask for a new one.'],
    ['InvalidPasswordException', 'The password does not meet the policy: at least 8 characters.'],
    ['InvalidParameterException', 'Some of the details are not valid. Please check them and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a while and try again.'],
    ['TooManyRequestsException', 'Too many requests. Please wait a moment and try again.'],
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'Incorrect username or password.'],
    ['UserNotConfirmedException', 'Please confirm your account first.'],
    ['PasswordResetRequiredException', 'Your password must be reset before you can sign in.'],
  ])('words %s for members, without internal details', (name, message) => {
    expect(authErrorMessage(error(name))).toBe(message);
    expect(AUTH_ERROR_MESSAGES[name]).toBe(message);
  });

  it("shows a Lambda trigger's refusal in its own words, without Cognito's prefix", () => {
    expect(
      authErrorMessage(
        error('UserLambdaValidationException', 'PreSignUp failed with error Sign-up is closed on this site.'),
      ),
    ).toBe('Sign-up is closed on this site.');
  });

  it('falls back to the given sentence for anything else', () => {
    expect(authErrorMessage(error('InternalErrorException'), 'Try later.')).toBe('Try later.');
    expect(authErrorMessage('not an error', 'Try later.')).toBe('Try later.');
  });

  it('treats a wrong password at sign-in as wrong credentials (cognito-local answers InvalidPassword)', () => {
    expect(signInErrorMessage(error('InvalidPasswordException'))).toBe('Incorrect username or password.');
    expect(signInErrorMessage(error('Weird'))).toBe('Sign-in failed. Please try again later.');
  });
});
