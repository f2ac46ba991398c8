import { createContext, useContext } from 'react';
import type { MemberSummary } from '@contracts/member';

/** The signed-in member as the app sees it: the member record plus the Cognito `sub` it was read for. */
export interface SessionUser extends MemberSummary {
  readonly userId: string;
}

export const ADMIN_GROUP = 'Admin';

export function isAdminUser(user: SessionUser | null): boolean {
  return user?.userGroups.includes(ADMIN_GROUP) ?? false;
}

export interface Session {
  /** True while the member record is (re)loaded; the previous user stays visible meanwhile. */
  readonly loading: boolean;
  /** The signed-in member, or null for guests and when the member lookup failed (the member lookup is logged). */
  readonly user: SessionUser | null;
  /**
   * The last lookup of a stored session failed (the member API down, the network cut): the visitor appears
   * signed out, and the screens say why and offer to try again instead of looking like a guest's.
   */
  readonly failed: boolean;
  /** userGroups contains 'Admin'. The server enforces authorization too; this only drives the UI. */
  readonly isAdmin: boolean;
  /** Re-reads tokens and the member record, ignoring the cache. */
  readonly reload: () => Promise<void>;
  /** Signs out (toasts on failure); the signedOut event then clears the user. */
  readonly signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The session; only inside <SessionProvider>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
