import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contracts/pagination';
import type { Comment, CommentView, PostView } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { NotFoundError } from '../shared/http/errors';
import { reportKeys } from '../reports/report-keys';
import { voteKeys } from '../votes/vote-keys';
import type { VoteRepository } from '../votes/vote-repository';
import { batchGet } from '../shared/dynamo/batch-get';
import type { BoardListRepository } from '../board-lists/board-list-repository';
import type { BoardRepository } from '../boards/board-repository';
import { assertAllowed, isAllowed } from '../boards/board-permissions';
import { scrapKeys } from '../scraps/scrap-keys';
import type { PostRepository } from './post-repository';

/**
 * What the post page shows in two requests (docs/data-model.md, L4–L5): the post with the caller's state and
 * its neighbours (GET /posts/{postId}), and its comments with their votes (GET /posts/{postId}/comments).
 */
export class PostPageService {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly boards: Pick<BoardRepository, 'get'>,
    private readonly posts: Pick<PostRepository, 'get' | 'readAndCountView'>,
    private readonly lists: Pick<BoardListRepository, 'neighbours'>,
    private readonly votes: Pick<VoteRepository, 'votedComments'>,
  ) {}

  /** Reads a published post where the board lets the caller read, counting the view. */
  async read(postId: string, caller: Caller | null): Promise<PostView> {
    const stored = await this.posts.get(postId);
    if (!stored || stored.status !== 'published') throw new NotFoundError('No post with this id.');
    // The board comes from the function's memory when warm (BoardCache), so the view count, the neighbours and
    // the caller's state go out together right after the post: two round trips (docs/performance.md).
    const board = await this.boards.get(stored.boardId);
    if (!board) throw new NotFoundError('No post with this id.');
    assertAllowed(board, 'read', caller);
    const [counted, neighbours, mine] = await Promise.all([
      this.posts.readAndCountView(postId),
      this.lists.neighbours(stored),
      this.callerState(postId, caller),
    ]);
    if (!counted) throw new NotFoundError('No post with this id.');
    const voteCount = (counted as { voteCount?: number }).voteCount;
    return {
      ...counted,
      voteCount: typeof voteCount === 'number' ? voteCount : 0,
      ...mine,
      canEdit: caller !== null && (caller.userId === counted.authorId || caller.isAdmin),
      canComment: isAllowed(board, 'comment', caller),
      boardName: board.name,
      ...neighbours,
    };
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

  /** A page of comments (as CommentService.list answers it) with their votes and the caller's. */
  async withVotes(page: Page<Comment>, postId: string, caller: Caller | null): Promise<Page<CommentView>> {
    const voted = caller
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
