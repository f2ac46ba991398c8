import type { Board, BoardAccess } from '../../contracts/board';
import {
  HOME_BOARDS_MAX,
  HOME_NOTICES_PER_BOARD,
  HOME_POSTS_PER_BOARD,
  type HomeBoard,
  type HomePage,
} from '../../contracts/home';
import type { Caller } from '../shared/auth/caller';
import type { BoardRepository } from '../boards/board-repository';
import { boardListKeys } from '../board-lists/board-list-keys';
import type { BoardListRepository } from '../board-lists/board-list-repository';
import type { PagesCache } from '../board-lists/board-pages';
import { homePost, listedPost } from '../board-lists/listed-post';

/** Who the home page is assembled for: what boards list to them differs, nothing else does. */
export type Audience = BoardAccess;
const AUDIENCES: readonly Audience[] = ['guest', 'member', 'admin'];

/** The cache table key of the home page for one audience (docs/data-model.md, H1). */
export const homeCacheKey = (audience: Audience) => `HOME#${audience}`;
export const HOME_TTL_SECONDS = 10;

const rank: Record<BoardAccess, number> = { guest: 0, member: 1, admin: 2 };
const audienceOf = (caller: Caller | null): Audience =>
  !caller ? 'guest' : caller.isAdmin ? 'admin' : 'member';

/** Whether an audience may do what needs `needed` (writing always needs an account, as in assertAllowed). */
function allows(audience: Audience, needed: BoardAccess): boolean {
  return rank[audience] >= rank[needed];
}

/**
 * GET /home: the boards the caller may list with their notices and latest posts, in one answer, kept a few
 * seconds per audience and dropped when a board's list changes.
 */
export class HomeService {
  constructor(
    private readonly boards: Pick<BoardRepository, 'list'>,
    private readonly lists: Pick<BoardListRepository, 'rows'>,
    private readonly cache: PagesCache,
  ) {}

  async home(caller: Caller | null): Promise<HomePage> {
    const audience = audienceOf(caller);
    const cached = await this.cache.get<HomePage>(homeCacheKey(audience));
    if (cached) return cached.value;
    const { items } = await this.boards.list(HOME_BOARDS_MAX, undefined);
    const listable = items.filter((board) => allows(audience, board.permissions.list));
    const page: HomePage = {
      boards: await Promise.all(listable.map((board) => this.block(board, audience))),
    };
    await this.cache.put(homeCacheKey(audience), page, HOME_TTL_SECONDS);
    return page;
  }

  private async block(board: Board, audience: Audience): Promise<HomeBoard> {
    const [notices, latest] = await Promise.all([
      this.lists.rows(boardListKeys.notices(board.id), { limit: HOME_NOTICES_PER_BOARD }),
      this.lists.rows(boardListKeys.list(board.id), { limit: HOME_POSTS_PER_BOARD }),
    ]);
    const write = board.permissions.write === 'guest' ? 'member' : board.permissions.write;
    return {
      id: board.id,
      name: board.name,
      description: board.description,
      canWrite: audience !== 'guest' && allows(audience, write),
      posts: [...notices.items, ...latest.items].map((item) => homePost(listedPost(item))),
    };
  }

  /** Drops every audience's home page: called after a change to any board's list. */
  async invalidate(): Promise<void> {
    await Promise.all(AUDIENCES.map((audience) => this.cache.remove(homeCacheKey(audience))));
  }
}
