import * as z from 'zod/mini';
import '@contracts/zod-locale';

/** The user pool's policy: a minimum length and no required character classes. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Letters, digits and symbols are all optional.`;

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** What is wrong with a new password before it is sent (too short), or undefined. */
export function newPasswordProblem(password: string): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? TOO_SHORT : undefined;
}

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, TOO_SHORT),
    z.maxLength(256, 'Password must be at most 256 characters'),
  );
