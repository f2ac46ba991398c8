import { createContext } from 'react';
import type { SessionUser } from './session-user';

export interface Session {
  /** True while the member record is (re)loaded; the previous user stays visible meanwhile. */
  readonly loading: boolean;
  /** The signed-in member, or null for guests and when the member lookup failed (§7). */
  readonly user: SessionUser | null;
  /** userGroups contains 'Admin' (§6). The server enforces authorization too; this only drives the UI. */
  readonly isAdmin: boolean;
  /** Re-reads tokens and the member record, ignoring the cache. */
  readonly reload: () => Promise<void>;
  /** Signs out (toasts on failure); the signedOut event then clears the user. */
  readonly signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
