/**
 * The member directory's definition, written once: the Auth stack's Cognito pool (lib/constructs/member-user-pool.ts)
 * and the local stack's emulated pool (local/cognito) are both built from these values, so a rule (password
 * length, attributes, groups, token lifetimes) cannot differ between AWS and a developer's machine.
 * Plain data, no CDK: the local stack and its tests import it.
 */

/** Minimum length 8, no required character classes (NIST SP 800-63B, OWASP ASVS 6.2.5). */
export const passwordPolicy = {
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
  temporaryPasswordValidityDays: 7,
} as const;

/** Members of this group see the admin portal; handlers check it in the verified `cognito:groups` claim. */
export const adminGroupName = 'Admin';

/** The groups every stage's pool has. */
export const userPoolGroups = [
  {
    groupName: adminGroupName,
    description: 'Administrators: the admin portal under /admin',
    precedence: 0,
  },
] as const;

/** Standard attributes the pool requires at sign-up: both mutable. */
export const requiredAttributes = ['email', 'name'] as const;

/** Users sign in with their username; a verified email works as an alias. */
export const signInAliases = { username: true, email: true } as const;

/** The web client's token lifetimes. */
export const tokenValidity = {
  idTokenHours: 1,
  accessTokenHours: 1,
  refreshTokenDays: 30,
  /** A sign-in challenge state (e.g. a new password to set) lasts 3 minutes. */
  authSessionMinutes: 3,
} as const;

/**
 * Why a password breaks the policy, in Cognito's own words (`InvalidPasswordException` message), or undefined
 * when it conforms. Cognito counts characters, not bytes.
 */
export function passwordPolicyViolation(password: string): string | undefined {
  if ([...password].length < passwordPolicy.minLength) {
    return 'Password did not conform with policy: Password not long enough';
  }
  return undefined;
}
