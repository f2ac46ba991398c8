/** A request or answer body of the Cognito API (JSON 1.1). */
export type Json = Record<string, unknown>;

/** An error in AWS's wire format: `x-amzn-ErrorType` and `{"__type","message"}` with Cognito's words. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const WRONG_CREDENTIALS = 'Incorrect username or password.';
export const WRONG_CODE = 'Invalid verification code provided, please try again.';
/** The X-Amz-Target prefix of every user pool operation. */
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Pool ids as cognito-local makes them (`local_ab12CD34`); anything else never reaches a file path. */
export const POOL_ID = /^[\w-]{1,55}$/;
