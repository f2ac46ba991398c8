import type { Board, BoardSettings } from '../../contracts/board';
import { ConflictError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BoardRepository } from './board-repository';

/**
 * What deleting a board needs to know of its posts. Declared here, implemented by the posts' repository and
 * passed in by the API (lambda/apis): the boards domain never imports the posts domain, which imports it
 * (docs/architecture.md, "Layers").
 */
export interface BoardPosts {
  boardHasPosts(boardId: string): Promise<boolean>;
}

/** The admin portal's Board screen (docs/admin-portal.md): create a board, replace its settings, delete it. */
export class BoardAdminService {
  constructor(
    private readonly boards: Pick<BoardRepository, 'get' | 'create' | 'update' | 'remove'>,
    private readonly posts: BoardPosts,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(id: string, settings: BoardSettings): Promise<Board> {
    const at = this.clock();
    const board: Board = { id, ...settings, createdAt: at, updatedAt: at };
    if (!(await this.boards.create(board)))
      throw new ConflictError(`A board with the id "${id}" exists already.`);
    return board;
  }

  async update(id: string, settings: BoardSettings): Promise<Board> {
    const current = await this.boards.get(id);
    if (!current) throw new NotFoundError('No board with this id.');
    const board: Board = { ...current, ...settings, id, updatedAt: this.clock() };
    if (!(await this.boards.update(board))) throw new NotFoundError('No board with this id.');
    return board;
  }

  /**
   * Deletes a board. With posts it needs `confirm`: the posts are kept (not readable while no board has this
   * id; creating the board again brings them back), so a slip loses nothing.
   */
  async remove(id: string, confirm: boolean): Promise<{ id: string; deleted: true }> {
    if (!(await this.boards.get(id))) throw new NotFoundError('No board with this id.');
    if (!confirm && (await this.posts.boardHasPosts(id))) {
      throw new ConflictError('This board has posts. Delete it with confirm=true to go ahead.');
    }
    if (!(await this.boards.remove(id))) throw new NotFoundError('No board with this id.');
    return { id, deleted: true };
  }
}
