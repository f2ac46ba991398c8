import type { Comment, Post } from '../../contracts/post';
import type { AdminComment, AdminPost } from '../../contracts/post-answers';
import type { Page } from '../../contracts/pagination';
import type { Caller } from '../shared/auth/caller';
import { unheardChanges, type ContentChange, type ContentChanges } from '../shared/changes/content-changes';
import type { TtlCache } from '../shared/dynamo/ttl-cache';
import { ConflictError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { existingBoard, type BoardReader } from '../shared/auth/board-permissions';
import type { SiteCount } from '../storage/site-counts';
import { refuseDrafts, type DraftLookup } from './draft-guard';
import type { AdminListOptions, ContentAdminRepository } from './content-admin-repository';

export { startOfSiteDay } from '../storage/site-counts';

/**
 * The dashboard's counts come from counters (one BatchGetItem of the content table's, one GetItem of the members'
 * total and one Query counting today's sign-ups), and are still kept a minute in the cache table: one GetItem for
 * repeated views, and the same answer for everyone looking in that minute.
 */
export const DASHBOARD_CACHE_SECONDS = 60;
const DASHBOARD_KEY = 'ADMIN#DASHBOARD';

export interface Dashboard {
  readonly members: { total: number; today: number };
  readonly posts: { total: number; today: number };
  readonly comments: { total: number; today: number };
  /** When the counts were computed, and until when they are served from the cache table. */
  readonly countedAt: string;
  readonly freshUntil: string;
}

/**
 * What the post and comment list screens ask for: a page, of one board or of all, with `q` in the title or
 * text, by an author whose nickName contains `author`.
 */
export interface AdminListQuery {
  readonly limit?: number;
  readonly nextToken?: string;
  readonly boardId?: string;
  readonly q?: string;
  readonly author?: string;
}

/** What the trash and move screens need of the posts (P8, D5, D6, D9); the posts' repository implements it. */
export interface AdminPosts extends DraftLookup {
  get(postId: string): Promise<Post | null>;
  trash(postId: string, by: string, at: string): Promise<boolean>;
  restorePost(post: Post): Promise<boolean>;
  purgePost(postId: string): Promise<boolean>;
  moveToBoard(post: Post, boardId: string, at: string): Promise<boolean>;
}

/** A comment found by id, with the sort key that places it in its post's partition (C3). */
export interface AdminFoundComment {
  readonly comment: Comment;
  readonly sortKey: string;
}

/** What the comment screens need of the comments (C3, C4); the comments' repository implements it. */
export interface AdminComments {
  find(commentId: string): Promise<AdminFoundComment | null>;
  restore(found: AdminFoundComment): Promise<boolean>;
  hasReplies(postId: string, sortKey: string): Promise<boolean>;
  purge(found: AdminFoundComment): Promise<boolean>;
  /** After its post moved: comments carry their post's board (the admin comment list filters by it). */
  moveToBoard(postId: string, boardId: string): Promise<void>;
}

/** The members' counters (the members' repository keeps them as members join and leave). */
export interface MemberCounter {
  memberCounts(now: Date): Promise<SiteCount>;
}

export interface MoveOutcome {
  readonly moved: string[];
  /** Not moved: no such post, in the trash, or changed while it was being moved. */
  readonly missing: string[];
}

/**
 * The admin portal's content screens (docs/admin-portal.md, "Screens": Post and Comment): every post and comment with
 * filters, bulk trash, move to another board, restore and purge from the trash, and the dashboard's counts. Every
 * write is told to `changes` once it has happened.
 */
export class ContentAdminService {
  constructor(
    private readonly posts: AdminPosts,
    private readonly comments: AdminComments,
    private readonly content: Pick<ContentAdminRepository, 'listPosts' | 'listComments' | 'countContent'>,
    private readonly members: MemberCounter,
    private readonly cache: Pick<TtlCache, 'get' | 'put'>,
    private readonly boards: BoardReader,
    private readonly changes: ContentChanges = unheardChanges,
    private readonly clock: Clock = systemClock,
  ) {}

  listPosts(options: AdminListQuery & { status: 'published' | 'trashed' }): Promise<Page<AdminPost>> {
    return this.content.listPosts(options.status, listOptions(options));
  }

  listComments(options: AdminListQuery & { status: 'live' | 'deleted' }): Promise<Page<AdminComment>> {
    return this.content.listComments(options.status, listOptions(options));
  }

  /**
   * Moves each post to the trash; reports which were moved and which were not there (already gone). A list
   * holding a draft is refused whole, naming the drafts, and nothing is moved.
   */
  async trashPosts(
    caller: Caller,
    postIds: readonly string[],
  ): Promise<{ trashed: string[]; missing: string[] }> {
    await refuseDrafts(this.posts, postIds, 'body.postIds');
    const at = this.clock();
    const changes: ContentChange[] = [];
    try {
      const outcomes = await Promise.all(
        postIds.map(async (id) => {
          // Read first for the post's board, which the change names.
          const post = await this.posts.get(id);
          if (!post || post.status !== 'published') return false;
          if (!(await this.posts.trash(id, caller.userId, at))) return false;
          changes.push({
            kind: 'post-trashed',
            boardId: post.boardId,
            postId: id,
            createdAt: post.createdAt,
          });
          return true;
        }),
      );
      return {
        trashed: postIds.filter((_, i) => outcomes[i]),
        missing: postIds.filter((_, i) => !outcomes[i]),
      };
    } finally {
      // What was trashed is told even when a later post failed (the request then answers 503).
      await this.changes.changed(...changes);
    }
  }

  /**
   * Admin "move to another board" (as Rhymix's document admin has it): each published post joins the board's list
   * in its original place by date, leaving its category, keeping its id, author, dates, counters and comments
   * (PostRepository.moveToBoard). A list naming a draft is refused whole, nothing moved: a draft stays where its
   * author saved it.
   */
  async movePosts(postIds: readonly string[], boardId: string): Promise<MoveOutcome> {
    await existingBoard(this.boards, boardId);
    await refuseDrafts(this.posts, postIds, 'body.postIds');
    const moved: string[] = [];
    const missing: string[] = [];
    const changes: ContentChange[] = [];
    // One post after another: at most 50, and each touches its own partition only.
    try {
      for (const postId of postIds) {
        const change = await this.moveOne(postId, boardId);
        if (change === null) missing.push(postId);
        else {
          moved.push(postId);
          if (change === 'unchanged') continue;
          changes.push(change);
          // Comments carry their post's board (the admin comment list filters by it).
          await this.comments.moveToBoard(postId, boardId);
        }
      }
      return { moved, missing };
    } finally {
      // What moved is told even when a later post failed (the request then answers 503).
      await this.changes.changed(...changes);
    }
  }

  /** The change a post's move made; 'unchanged' when it is on the board already, null when it could not move. */
  private async moveOne(postId: string, boardId: string): Promise<ContentChange | 'unchanged' | null> {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') return null;
    if (post.boardId === boardId) return 'unchanged';
    if (!(await this.posts.moveToBoard(post, boardId, this.clock()))) return null;
    return { kind: 'post-moved', postId, fromBoardId: post.boardId, toBoardId: boardId };
  }

  /** Puts a trashed post back; only ever a trashed one, so a restore never publishes a draft. */
  async restorePost(postId: string): Promise<{ id: string; status: 'published' }> {
    await refuseDrafts(this.posts, [postId], 'path.postId');
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'trashed') throw new NotFoundError('No post with this id in the trash.');
    if (!(await this.posts.restorePost(post))) throw new NotFoundError('No post with this id in the trash.');
    await this.changes.changed({
      kind: 'post-restored',
      boardId: post.boardId,
      postId,
      createdAt: post.createdAt,
    });
    return { id: postId, status: 'published' };
  }

  async purgePost(postId: string): Promise<{ id: string; purged: true }> {
    await refuseDrafts(this.posts, [postId], 'path.postId');
    // Read first for its live comments (its commentCount), which the purge takes out of the dashboard's count.
    const post = await this.posts.get(postId);
    if (!(await this.posts.purgePost(postId))) throw new NotFoundError('No post with this id in the trash.');
    await this.changes.changed({ kind: 'post-purged', postId, liveComments: post?.commentCount ?? 0 });
    return { id: postId, purged: true };
  }

  async restoreComment(commentId: string): Promise<{ id: string; deleted: false }> {
    const found = await this.comments.find(commentId);
    if (!found || !found.comment.deleted) throw new NotFoundError('No deleted comment with this id.');
    if (!(await this.comments.restore(found))) {
      throw new NotFoundError('No deleted comment with this id.');
    }
    await this.changes.changed({
      kind: 'comment-restored',
      postId: found.comment.postId,
      commentId,
      createdAt: found.comment.createdAt,
    });
    return { id: commentId, deleted: false };
  }

  /** Removes a deleted comment for good; one that still has replies stays (its thread would lose its head). */
  async purgeComment(commentId: string): Promise<{ id: string; purged: true }> {
    const found = await this.comments.find(commentId);
    if (!found || !found.comment.deleted) throw new NotFoundError('No deleted comment with this id.');
    if (!found.comment.parentId && (await this.comments.hasReplies(found.comment.postId, found.sortKey))) {
      throw new ConflictError('This comment still has replies; purge them first.');
    }
    if (!(await this.comments.purge(found))) {
      throw new NotFoundError('No deleted comment with this id.');
    }
    await this.changes.changed({ kind: 'comment-purged', postId: found.comment.postId, commentId });
    return { id: commentId, purged: true };
  }

  /**
   * Counts of members, posts and comments, in total and since the start of the site's day, from their counters
   * (docs/data-model.md, D4): kept a minute in the cache table, so repeated views inside that minute cost one
   * GetItem.
   */
  async dashboard(): Promise<Dashboard> {
    const cached = await this.cache.get<Dashboard>(DASHBOARD_KEY);
    if (cached) return cached.value;
    const now = new Date(this.clock());
    const [members, content] = await Promise.all([
      this.members.memberCounts(now),
      this.content.countContent(now),
    ]);
    const freshUntil = new Date(now.getTime() + DASHBOARD_CACHE_SECONDS * 1000).toISOString();
    const dashboard: Dashboard = {
      members,
      posts: content.posts,
      comments: content.comments,
      countedAt: now.toISOString(),
      freshUntil,
    };
    await this.cache.put(DASHBOARD_KEY, dashboard, DASHBOARD_CACHE_SECONDS);
    return dashboard;
  }
}

/** The list screens' query as the repository's filters. */
function listOptions(options: AdminListQuery): AdminListOptions {
  return {
    limit: options.limit ?? 50,
    nextToken: options.nextToken,
    boardId: options.boardId,
    text: options.q,
    authorText: options.author,
  };
}
