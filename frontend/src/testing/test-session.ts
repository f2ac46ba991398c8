import type { Session, SessionUser } from '@/lib/session-context';

/** The signed-in member most screen tests use. */
export const minji: SessionUser = { userId: 'me', userName: 'minji', nickName: 'Minji', userGroups: [] };

/** A settled session for `SessionContext`: a visitor (`null`) or the given member, not an admin; reload and sign-out are mocks. */
export function testSession(user: SessionUser | null = null): Session {
  return {
    loading: false,
    user,
    failed: false,
    isAdmin: false,
    reload: jest.fn(() => Promise.resolve()),
    signOut: jest.fn(() => Promise.resolve()),
  };
}
