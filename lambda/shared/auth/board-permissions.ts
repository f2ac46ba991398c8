import type { Board, BoardAccess } from '../../../contracts/board';
import type { Caller } from './caller';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors';

export type BoardAction = keyof Board['permissions'];

/** What the access checks need of the boards: one board by id (the boards' repository or its cache). */
export interface BoardReader {
  get(boardId: string): Promise<Board | null>;
}

const actionWords: Record<BoardAction, string> = {
  list: 'see the posts of',
  read: 'read posts on',
  write: 'write on',
  comment: 'comment on',
};

/**
 * Whether `caller` may do `action` on `board`. Writing always needs an account: a board open to guests for
 * writing or commenting lets any member do it (anonymous posting, with its per-post passwords and spam, is not
 * offered). Throws 401 for a guest where members may, 403 for a member where only admins may.
 */
export function assertAllowed(board: Board, action: BoardAction, caller: Caller | null): void {
  const needed: BoardAccess =
    (action === 'write' || action === 'comment') && board.permissions[action] === 'guest'
      ? 'member'
      : board.permissions[action];
  if (needed === 'guest') return;
  if (!caller) throw new UnauthorizedError(`Sign in to ${actionWords[action]} ${board.name}.`);
  if (needed === 'admin' && !caller.isAdmin) {
    throw new ForbiddenError(`Only administrators can ${actionWords[action]} ${board.name}.`);
  }
}

/** Whether `assertAllowed` would let the caller through, without throwing. */
export function isAllowed(board: Board, action: BoardAction, caller: Caller | null): boolean {
  try {
    assertAllowed(board, action, caller);
    return true;
  } catch {
    return false;
  }
}

/** The board, or 404 "No board with this id.". */
export async function existingBoard(boards: BoardReader, boardId: string): Promise<Board> {
  const board = await boards.get(boardId);
  if (!board) throw new NotFoundError('No board with this id.');
  return board;
}
