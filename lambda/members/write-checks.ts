import { graphqlResolvers, restRoutes, type Access } from '../../contracts/registry';
import type { Caller } from '../shared/auth/caller';
import type { SessionGate } from './session-gate';

/**
 * Writes a member may make before agreeing to the terms' current version: agreeing itself, leaving the site,
 * protecting themself (blocking, unblocking), and marking what they read as read.
 */
export const TERMS_EXEMPT_WRITES: ReadonlySet<string> = new Set([
  'POST /me/terms-agreement',
  'POST /me/withdraw',
  'POST /me/blocks',
  'DELETE /me/blocks/{userId}',
  'Mutation.markConversationRead',
]);

const accessOf = new Map<string, Access>([
  ...restRoutes.map((r): [string, Access] => [`${r.method} ${r.path}`, r.access]),
  ...graphqlResolvers.flatMap((r): [string, Access][] =>
    r.kind === 'lambda' ? [[`${r.typeName}.${r.fieldName}`, r.access]] : [],
  ),
]);

/** Where the terms' current version comes from: the site settings this instance keeps (settings-cache.ts). */
export interface TermsVersionSource {
  get(): Promise<{ readonly termsVersion: number }>;
}

/**
 * The check before every write (the routers' `beforeWrite`, after the session check of `beforeRequest`, which
 * already refused a disabled member's write): a member who has not agreed to the terms' current version is
 * asked to first (403, SessionGate.assertAgreedToTerms; docs/architecture.md, "Consent"). It reuses the
 * request's one GetItem of the caller's item; the current version comes from this instance's copy of the
 * settings (no read). Admin
 * routes are not held by the terms: running the site is not writing as a member, and an admin who just
 * edited the terms must still be able to save the next setting.
 */
export function writeChecks(gate: Pick<SessionGate, 'assertAgreedToTerms'>, settings: TermsVersionSource) {
  return async (caller: Caller, key: string): Promise<void> => {
    if (TERMS_EXEMPT_WRITES.has(key) || accessOf.get(key) === 'admin') return;
    await gate.assertAgreedToTerms(caller, (await settings.get()).termsVersion);
  };
}
