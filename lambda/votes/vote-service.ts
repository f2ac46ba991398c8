import type { Comment } from '../../contracts/post';
import type { CommentVoteState, PostVoteState } from '../../contracts/vote';
import type { Caller } from '../shared/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BoardReader } from '../shared/auth/board-permissions';
import { publishedPostFor, type PostReader } from '../shared/auth/published-post';
import { commentKeys } from '../storage/keys/comment-keys';
import { postKeys } from '../storage/keys/post-keys';
import type { VoteRepository } from './vote-repository';

/** What voting for a comment needs of the comments: the comment by id, with its sort key (C3). */
export interface CommentFinder {
  find(commentId: string): Promise<{ comment: Comment; sortKey: string } | null>;
}

/**
 * Votes (추천): one per member per post and per comment, never on one's own, where the board lets the member
 * read. Adding twice is a 409; taking back a vote that is not there is a 404.
 */
export class VoteService {
  constructor(
    private readonly boards: BoardReader,
    private readonly posts: PostReader,
    private readonly comments: CommentFinder,
    private readonly votes: VoteRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  private async readablePost(postId: string, caller: Caller) {
    return (await publishedPostFor(this.posts, this.boards, postId, 'read', caller)).post;
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
