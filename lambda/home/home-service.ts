import type { Board, BoardAccess } from '../../contracts/board';
import {
  HOME_BOARDS_MAX,
  HOME_NOTICES_PER_BOARD,
  HOME_POSTS_PER_BOARD,
  type HomeBoard,
  type HomePage,
  type HomePost,
} from '../../contracts/home';
import type { Caller } from '../shared/auth/caller';
import type { ListedPost } from '../../contracts/board-page';
import type { Page } from '../../contracts/pagination';
import { boardListKeys, type BoardList } from '../storage/keys/board-list-keys';
import { listedPost } from '../storage/listed-post';

/*
 * The home page is a read model over the boards and their lists: it names what it needs of each below (the
 * boards' and board lists' repositories implement it) and reads the lists by the table's keys, so neither
 * domain is imported (docs/architecture.md, "Layers").
 */

/** What the home page needs of the boards: the first page of them (B1). */
export interface HomeBoards {
  list(limit: number, nextToken: string | undefined): Promise<Page<Board>>;
}

/** What the home page needs of the board lists: a list's first rows as stored (P1, P2). */
export interface HomeLists {
  rows(list: BoardList, options: { limit: number }): Promise<{ items: Record<string, unknown>[] }>;
}

/** The cache table as the home page uses it (lambda/shared/dynamo/ttl-cache.ts, plus dropping an entry). */
export interface HomeCache {
  get<T>(key: string): Promise<{ value: T } | null>;
  put<T>(key: string, value: T, ttlSeconds: number): Promise<unknown>;
  remove(key: string): Promise<void>;
}

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
    private readonly boards: HomeBoards,
    private readonly lists: HomeLists,
    private readonly cache: HomeCache,
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

/** The few fields a home-page block shows. */
function homePost(post: ListedPost): HomePost {
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    commentCount: post.commentCount,
    voteCount: post.voteCount,
    authorId: post.authorId,
    authorNickName: post.authorNickName,
    createdAt: post.createdAt,
    isNotice: post.isNotice,
  };
}
