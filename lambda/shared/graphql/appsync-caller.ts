import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { ADMIN_GROUP, epochSecondsClaim, parseGroupsClaim, type Caller } from '../auth/caller';

/**
 * The caller of a direct Lambda resolver, from the identity AppSync verified. API-key requests have no
 * identity (null). Only user-pool identities count: AppSync puts the token's groups in `groups`.
 */
export function callerFromAppSync(event: Pick<AppSyncResolverEvent<unknown>, 'identity'>): Caller | null {
  const identity = event.identity as AppSyncIdentityCognito | null | undefined;
  if (!identity || typeof identity.sub !== 'string' || identity.sub === '') return null;
  const claims = identity.claims as Record<string, unknown> | undefined;
  const groups = identity.groups ?? parseGroupsClaim(claims?.['cognito:groups']);
  // AppSync hands the token's claims over as JSON: the time claims are numbers (the member gate needs them).
  const authTime = epochSecondsClaim(claims?.auth_time) ?? epochSecondsClaim(claims?.iat);
  return {
    userId: identity.sub,
    userName: typeof identity.username === 'string' ? identity.username : identity.sub,
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    ...(authTime !== undefined ? { authTime } : {}),
  };
}
