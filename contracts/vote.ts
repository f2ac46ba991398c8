import * as z from 'zod/mini';
import './zod-locale';
import { commentIdSchema, postIdSchema } from './post';

/**
 * Votes (추천): one per member per post and per comment, never on one's own, counted on the post or comment
 * atomically with the vote (docs/data-model.md, V1–V4).
 *
 * PUT    /posts/{postId}/vote          → 200 PostVoteState   (403 own post, 409 already voted, 404 no post)
 * DELETE /posts/{postId}/vote          → 200 PostVoteState   (404 when the caller has not voted)
 * PUT    /comments/{commentId}/vote    → 200 CommentVoteState (403 own comment, 409 already voted)
 * DELETE /comments/{commentId}/vote    → 200 CommentVoteState (404 when the caller has not voted)
 * Voting needs the board's `read` permission, like reading.
 */
export const postVotePathSchema = z.object({ postId: postIdSchema });
export const commentVotePathSchema = z.object({ commentId: commentIdSchema });

export interface VoteState {
  /** The count after the change. */
  readonly voteCount: number;
  /** Whether the caller's vote is now counted. */
  readonly myVote: boolean;
}
export interface PostVoteState extends VoteState {
  readonly postId: string;
}
export interface CommentVoteState extends VoteState {
  readonly commentId: string;
  readonly postId: string;
}
