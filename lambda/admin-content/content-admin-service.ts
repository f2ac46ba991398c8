import type { Comment, Post } from '../../contracts/post';
import type { AdminComment, AdminPost } from '../../contracts/post-answers';
import type { Page } from '../../contracts/pagination';
import type { Caller } from '../shared/auth/caller';
import type { TtlCache } from '../shared/dynamo/ttl-cache';
import { ConflictError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { refuseDrafts, type DraftLookup } from './draft-guard';
import type { AdminListOptions, ContentAdminRepository } from './content-admin-repository';

/** Korea keeps one offset all year: "today" on the dashboard is the site's day, Asia/Seoul. */
const SITE_UTC_OFFSET_HOURS = 9;
/** The dashboard's counts read every post, comment and member: computed at most once a minute. */
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

/** The start of the site's current day, as an ISO timestamp (UTC). */
export function startOfSiteDay(now: Date): string {
  const local = new Date(now.getTime() + SITE_UTC_OFFSET_HOURS * 3600_000);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - SITE_UTC_OFFSET_HOURS * 3600_000).toISOString();
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

/** What the trash screens need of the posts (P8, D5, D6); the posts' repository implements it. */
export interface AdminPosts extends DraftLookup {
  get(postId: string): Promise<Post | null>;
  trash(postId: string, by: string, at: string): Promise<boolean>;
  restorePost(post: Post): Promise<boolean>;
  purgePost(postId: string): Promise<boolean>;
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
}

export interface MemberCounter {
  countProfiles(since: string): Promise<{ total: number; since: number }>;
}

/**
 * The admin portal's content screens (docs/admin-portal.md, "Screens": Post and Comment): every post and comment with
 * filters, bulk trash, restore and purge from the trash, and the dashboard's counts.
 */
export class ContentAdminService {
  constructor(
    private readonly posts: AdminPosts,
    private readonly comments: AdminComments,
    private readonly content: Pick<
      ContentAdminRepository,
      'listPosts' | 'listComments' | 'countPosts' | 'countComments'
    >,
    private readonly members: MemberCounter,
    private readonly cache: Pick<TtlCache, 'get' | 'put'>,
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
    const outcomes = await Promise.all(postIds.map((id) => this.posts.trash(id, caller.userId, at)));
    return {
      trashed: postIds.filter((_, i) => outcomes[i]),
      missing: postIds.filter((_, i) => !outcomes[i]),
    };
  }

  /** Puts a trashed post back; only ever a trashed one, so a restore never publishes a draft. */
  async restorePost(postId: string): Promise<{ id: string; status: 'published' }> {
    await refuseDrafts(this.posts, [postId], 'path.postId');
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'trashed') throw new NotFoundError('No post with this id in the trash.');
    if (!(await this.posts.restorePost(post))) throw new NotFoundError('No post with this id in the trash.');
    return { id: postId, status: 'published' };
  }

  async purgePost(postId: string): Promise<{ id: string; purged: true }> {
    await refuseDrafts(this.posts, [postId], 'path.postId');
    if (!(await this.posts.purgePost(postId))) throw new NotFoundError('No post with this id in the trash.');
    return { id: postId, purged: true };
  }

  async restoreComment(commentId: string): Promise<{ id: string; deleted: false }> {
    const found = await this.comments.find(commentId);
    if (!found || !found.comment.deleted) throw new NotFoundError('No deleted comment with this id.');
    if (!(await this.comments.restore(found))) {
      throw new NotFoundError('No deleted comment with this id.');
    }
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
    return { id: commentId, purged: true };
  }

  /**
   * Counts of members, posts and comments, in total and since the start of the site's day. Counting reads
   * every item of three index partitions, so the result is kept in the cache table for a minute: repeated
   * dashboard views inside that minute cost one GetItem.
   */
  async dashboard(): Promise<Dashboard> {
    const cached = await this.cache.get<Dashboard>(DASHBOARD_KEY);
    if (cached) return cached.value;
    const now = new Date(this.clock());
    const since = startOfSiteDay(now);
    const [members, posts, comments] = await Promise.all([
      this.members.countProfiles(since),
      this.content.countPosts(since),
      this.content.countComments(since),
    ]);
    const freshUntil = new Date(now.getTime() + DASHBOARD_CACHE_SECONDS * 1000).toISOString();
    const dashboard: Dashboard = {
      members: { total: members.total, today: members.since },
      posts: { total: posts.total, today: posts.since },
      comments: { total: comments.total, today: comments.since },
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
