import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { ADMIN_GROUP, parseGroupsClaim, type Caller } from '../auth/caller';

/**
 * The caller of a direct Lambda resolver, from the identity AppSync verified. API-key requests have no
 * identity (null). Only user-pool identities count: AppSync puts the token's groups in `groups`.
 */
export function callerFromAppSync(event: Pick<AppSyncResolverEvent<unknown>, 'identity'>): Caller | null {
  const identity = event.identity as AppSyncIdentityCognito | null | undefined;
  if (!identity || typeof identity.sub !== 'string' || identity.sub === '') return null;
  const groups =
    identity.groups ??
    parseGroupsClaim((identity.claims as Record<string, unknown> | undefined)?.['cognito:groups']);
  return {
    userId: identity.sub,
    userName: typeof identity.username === 'string' ? identity.username : identity.sub,
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}
