import type { Board } from '../../../contracts/board';
import type { Post } from '../../../contracts/post';
import type { Caller } from './caller';
import { NotFoundError } from '../http/errors';
import { assertAllowed, type BoardAction, type BoardReader } from './board-permissions';

/** What the check needs of the posts: one stored post by id, whatever its status. */
export interface PostReader {
  get(postId: string): Promise<Post | null>;
}

/**
 * A published post and its board, where the board lets the caller do `action`: the one check of "may this
 * caller read (comment on, scrap, vote for, report) this post" that every domain acting on a post runs. 404
 * "No post with this id." when there is no published post (drafts and the trash are not there for readers) or
 * when its board is gone (a board deleted with its posts kept hides them until a board takes its id again,
 * docs/data-model.md, B5); 401/403 from the board's permissions.
 */
export async function publishedPostFor(
  posts: PostReader,
  boards: BoardReader,
  postId: string,
  action: BoardAction,
  caller: Caller | null,
  /** The post when the caller has just read it (saves a second GetItem). */
  stored?: Post | null,
): Promise<{ post: Post; board: Board }> {
  const post = stored === undefined ? await posts.get(postId) : stored;
  if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
  const board = await boards.get(post.boardId);
  if (!board) throw new NotFoundError('No post with this id.');
  assertAllowed(board, action, caller);
  return { post, board };
}
