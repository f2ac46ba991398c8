import type { Board, BoardAccess } from '../../../contracts/board';
import type { Caller } from './caller';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { assertAllowed } from './board-permissions';

const boardWith = (level: BoardAccess): Board => ({
  id: 'b',
  name: 'Board',
  description: '',
  postsPerPage: 20,
  categories: [],
  permissions: { list: level, read: level, write: level, comment: level },
  createdAt: '',
  updatedAt: '',
});
const member: Caller = { userId: 'm', userName: 'm', groups: [], isAdmin: false };
const admin: Caller = { userId: 'a', userName: 'a', groups: ['Admin'], isAdmin: true };

describe('assertAllowed (board permissions)', () => {
  const outcome = (level: BoardAccess, action: keyof Board['permissions'], caller: Caller | null) => {
    try {
      assertAllowed(boardWith(level), action, caller);
      return 'allowed';
    } catch (error) {
      if (error instanceof UnauthorizedError) return 401;
      if (error instanceof ForbiddenError) return 403;
      throw error;
    }
  };

  it.each([
    // level, action, guest, member, admin
    ['guest', 'list', 'allowed', 'allowed', 'allowed'],
    ['guest', 'read', 'allowed', 'allowed', 'allowed'],
    // Writing always needs an account, even where the board says guest.
    ['guest', 'write', 401, 'allowed', 'allowed'],
    ['guest', 'comment', 401, 'allowed', 'allowed'],
    ['member', 'read', 401, 'allowed', 'allowed'],
    ['member', 'write', 401, 'allowed', 'allowed'],
    ['admin', 'list', 401, 403, 'allowed'],
    ['admin', 'write', 401, 403, 'allowed'],
  ] as const)('%s board, %s: guest %s, member %s, admin %s', (level, action, guest, asMember, asAdmin) => {
    expect([
      outcome(level, action, null),
      outcome(level, action, member),
      outcome(level, action, admin),
    ]).toEqual([guest, asMember, asAdmin]);
  });

  it('tells the caller what to do in words', () => {
    expect(() => assertAllowed(boardWith('member'), 'read', null)).toThrow('Sign in to read posts on Board.');
    expect(() => assertAllowed(boardWith('admin'), 'write', member)).toThrow(
      'Only administrators can write on Board.',
    );
  });
});
