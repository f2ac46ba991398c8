import * as z from 'zod/mini';
import './zod-locale';

/**
 * The version of the terms of service and privacy policy a member must have agreed to before writing: 1 until
 * an admin edits either text, then one more with each edit that changes them (kept by the server, never sent
 * by a client). Sign-up names it (clientMetadata or validationData `termsVersion`), and the pre-sign-up trigger
 * refuses any other.
 */
export const TERMS_VERSION_KEY = 'termsVersion';
export const termsVersionSchema = z.coerce
  .number()
  .check(
    z.int('must be a whole number'),
    z.gte(1, 'must be at least 1'),
    z.lte(1_000_000, 'must be at most 1000000'),
  );

/** POST /me/terms-agreement: the version of the texts the member read and agrees to. */
export const termsAgreementBodySchema = z.strictObject({ version: termsVersionSchema });

/** What the member's own profile says of their agreement (0: none recorded, so they are asked to agree). */
export interface TermsAgreement {
  readonly termsVersion: number;
  readonly termsAgreedAt: string | null;
}
