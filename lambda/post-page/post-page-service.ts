import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contracts/pagination';
import type { Comment, CommentView, Post, PostNeighbour, PostView } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { isAllowed, type BoardReader } from '../shared/auth/board-permissions';
import { publishedPostFor, type PostReader } from '../shared/auth/published-post';
import { batchGet } from '../shared/dynamo/batch-get';
import { reportKeys } from '../storage/keys/report-keys';
import { scrapKeys } from '../storage/keys/scrap-keys';
import { voteKeys } from '../storage/keys/vote-keys';
import { countView, readViews } from '../storage/view-counts';
import { logger } from '../shared/runtime/logger';

/*
 * The post page is a read model: it composes what the posts, board lists, votes, scraps and reports domains
 * store, and none of them imports it (docs/architecture.md, "Layers"). So it names what it needs of each as a
 * port below, which those domains' repositories satisfy, and reads the caller's vote, scrap and report by the
 * table's keys (lambda/storage/keys) rather than through their repositories.
 */

/** What the page needs of the posts: the stored post with its number in its board's lists (P5). */
export interface PostPagePosts extends PostReader {
  stored(postId: string, consistent?: boolean): Promise<{ post: Post; listSeq: number | undefined } | null>;
}

/** What the page needs of the board lists: the rows above and below the post, by its number (L4). */
export interface PostPageLists {
  neighbours(
    post: Post,
    listSeq: number | undefined,
  ): Promise<{ previous: PostNeighbour | null; next: PostNeighbour | null }>;
}

/** What the page needs of the votes: which of a page's comments the caller voted for (V4). */
export interface PostPageVotes {
  votedComments(postId: string, commentIds: readonly string[], userId: string): Promise<Set<string>>;
}

/** What the page needs of the comments: a page of a post's comments in thread order, as readers see them (C1). */
export interface PostPageComments {
  list(postId: string, limit: number, nextToken?: string): Promise<Page<Comment>>;
}

/**
 * Comments the post's answer carries: the page GET /posts/{postId}/comments answers without a `limit`
 * (lambda/comments/comment-service.ts), which is also the web app's page size, so a thread continues the same.
 */
export const POST_PAGE_COMMENTS = 50;

/**
 * What the post page shows (docs/data-model.md, "The post page"): the post with the caller's state, its
 * neighbours and its first page of comments with their votes, in one request (GET /posts/{postId}); later
 * pages of comments with GET /posts/{postId}/comments.
 */
export class PostPageService {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly boards: BoardReader,
    private readonly posts: PostPagePosts,
    private readonly lists: PostPageLists,
    private readonly votes: PostPageVotes,
    private readonly comments: PostPageComments,
  ) {}

  /**
   * Reads a published post where the board lets the caller read, with its views as counted so far (the page
   * counts its own view apart, with `countView`, so this read writes nothing and may be cached) and its first
   * page of comments.
   */
  async read(postId: string, caller: Caller | null): Promise<PostView> {
    // The board comes from the function's memory when warm (BoardCache), so the view count, the neighbours, the
    // caller's state and the comments go out together right after the post: two round trips, and a third for a
    // member whose page has comments, as their votes on them are read by the comments' ids (docs/performance.md).
    // The comments are read only once the post is known readable: a refused or missing post reads none.
    const { post: stored, board, listSeq } = await this.readable(postId, caller);
    const place = listSeq === undefined ? null : { boardId: stored.boardId, seq: listSeq };
    const [views, neighbours, mine, comments] = await Promise.all([
      place ? readViews(this.client, this.tableName, [place]) : new Map<string, number>(),
      this.lists.neighbours(stored, listSeq),
      this.callerState(postId, caller),
      this.comments.list(postId, POST_PAGE_COMMENTS).then((page) => this.withVotes(page, postId, caller)),
    ]);
    const voteCount = (stored as { voteCount?: number }).voteCount;
    return {
      ...stored,
      views: stored.views + (place ? (views.get(`${place.boardId}#${place.seq}`) ?? 0) : 0),
      voteCount: typeof voteCount === 'number' ? voteCount : 0,
      ...mine,
      canEdit: caller !== null && (caller.userId === stored.authorId || caller.isAdmin),
      canComment: isAllowed(board, 'comment', caller),
      boardName: board.name,
      ...neighbours,
      comments,
    };
  }

  /**
   * Counts a view of a published post the caller may read (POST /posts/{postId}/view, which the page sends
   * once per browser session and post; docs/data-model.md, "View counts"): one write unit on an item in no
   * index. A count that fails (throttled, the store unavailable) is logged and answered `counted: false`,
   * never an error: a view is not worth failing anything for, and the page has already been read.
   */
  async countView(postId: string, caller: Caller | null): Promise<{ counted: boolean }> {
    const { post, listSeq } = await this.readable(postId, caller);
    if (listSeq === undefined) return { counted: false };
    try {
      await countView(this.client, this.tableName, { boardId: post.boardId, seq: listSeq });
      return { counted: true };
    } catch (error) {
      logger.warn('A view was not counted', { postId, error });
      return { counted: false };
    }
  }

  /** The published post the caller may read (404/401/403 otherwise), its board, and its number in its board. */
  private async readable(postId: string, caller: Caller | null) {
    const found = await this.posts.stored(postId, false);
    const readable = await publishedPostFor(
      this.posts,
      this.boards,
      postId,
      'read',
      caller,
      found?.post ?? null,
    );
    return { ...readable, listSeq: found?.listSeq };
  }

  /** Has the caller voted for, scrapped, reported the post: one BatchGetItem of three keys (none for a guest). */
  private async callerState(postId: string, caller: Caller | null) {
    if (!caller) return { myVote: false, isScrapped: false, hasReported: false };
    const keys = {
      vote: voteKeys.post(postId, caller.userId),
      scrap: scrapKeys.scrap(postId, caller.userId),
      report: reportKeys.report(postId, caller.userId),
    };
    const found = await batchGet(this.client, this.tableName, Object.values(keys), { expression: 'sk' });
    const has = (key: { sk: string }) => found.some((item) => item.sk === key.sk);
    return { myVote: has(keys.vote), isScrapped: has(keys.scrap), hasReported: has(keys.report) };
  }

  /**
   * A page of comments (as CommentService.list answers it) with their votes and the caller's: one BatchGetItem
   * of the caller's votes by the page's comment ids, none for a guest or an empty page.
   */
  async withVotes(page: Page<Comment>, postId: string, caller: Caller | null): Promise<Page<CommentView>> {
    const voted =
      caller && page.items.length > 0
        ? await this.votes.votedComments(
            postId,
            page.items.map((comment) => comment.id),
            caller.userId,
          )
        : new Set<string>();
    return {
      ...page,
      items: page.items.map((comment) => {
        const count = (comment as { voteCount?: number }).voteCount;
        return {
          ...comment,
          voteCount: typeof count === 'number' ? count : 0,
          myVote: voted.has(comment.id),
        };
      }),
    };
  }
}
