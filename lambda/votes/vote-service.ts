import type { CommentVoteState, PostVoteState } from '../../contracts/vote';
import type { Caller } from '../shared/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import type { BoardRepository } from '../boards/board-repository';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { assertAllowed } from '../boards/board-permissions';
import { commentKeys } from '../comments/comment-keys';
import type { CommentRepository } from '../comments/comment-repository';
import { postKeys } from '../posts/post-keys';
import type { PostRepository } from '../posts/post-repository';
import type { VoteRepository } from './vote-repository';

/**
 * Votes (추천): one per member per post and per comment, never on one's own, where the board lets the member
 * read. Adding twice is a 409; taking back a vote that is not there is a 404.
 */
export class VoteService {
  constructor(
    private readonly boards: Pick<BoardRepository, 'get'>,
    private readonly posts: Pick<PostRepository, 'get'>,
    private readonly comments: Pick<CommentRepository, 'find'>,
    private readonly votes: VoteRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  private async readablePost(postId: string, caller: Caller) {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
    const board = await this.boards.get(post.boardId);
    if (!board) throw new NotFoundError('No post with this id.');
    assertAllowed(board, 'read', caller);
    return post;
  }

  async votePost(postId: string, caller: Caller, add: boolean): Promise<PostVoteState> {
    if (add) {
      const post = await this.readablePost(postId, caller);
      if (post.authorId === caller.userId) throw new ForbiddenError('You cannot vote for your own post.');
    }
    const outcome = await this.votes.votePost(postId, caller.userId, this.clock(), add);
    if (outcome === 'gone') throw new NotFoundError('No post with this id.');
    if (outcome === 'already') {
      if (add) throw new ConflictError('You have already voted for this post.');
      throw new NotFoundError('You have not voted for this post.');
    }
    return { postId, voteCount: await this.votes.countOf(postKeys.post(postId)), myVote: add };
  }

  async voteComment(commentId: string, caller: Caller, add: boolean): Promise<CommentVoteState> {
    const found = await this.comments.find(commentId);
    if (!found || (add && found.comment.deleted)) throw new NotFoundError('No comment with this id.');
    const { comment, sortKey } = found;
    if (add) {
      await this.readablePost(comment.postId, caller);
      if (comment.authorId === caller.userId)
        throw new ForbiddenError('You cannot vote for your own comment.');
    }
    const target = { postId: comment.postId, commentId, sortKey };
    const outcome = await this.votes.voteComment(target, caller.userId, this.clock(), add);
    if (outcome === 'gone') throw new NotFoundError('No comment with this id.');
    if (outcome === 'already') {
      if (add) throw new ConflictError('You have already voted for this comment.');
      throw new NotFoundError('You have not voted for this comment.');
    }
    const voteCount = await this.votes.countOf(commentKeys.comment(comment.postId, sortKey));
    return { commentId, postId: comment.postId, voteCount, myVote: add };
  }
}
