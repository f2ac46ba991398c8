import { DISABLED_ACCOUNT_MESSAGE, signInErrorMessage } from './sign-in-error-message';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('signInErrorMessage', () => {
  it('tells a disabled member their account is disabled (Cognito: NotAuthorizedException "User is disabled.")', () => {
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'User is disabled.'))).toBe(
      DISABLED_ACCOUNT_MESSAGE,
    );
  });

  it('keeps every other refusal a wrong username or password, whatever Cognito said', () => {
    for (const message of ['Incorrect username or password.', 'Password attempts exceeded', '']) {
      expect(signInErrorMessage(cognitoError('NotAuthorizedException', message))).toBe(
        'Incorrect username or password.',
      );
    }
    expect(signInErrorMessage(cognitoError('UserNotFoundException', 'User is disabled.'))).toBe(
      'Incorrect username or password.',
    );
    expect(signInErrorMessage(cognitoError('InvalidPasswordException', 'anything'))).toBe(
      'Incorrect username or password.',
    );
  });
});
