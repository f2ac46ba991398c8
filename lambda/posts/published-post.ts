import type { Board } from '../../contracts/board';
import type { Post } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { NotFoundError } from '../shared/http/errors';
import { assertAllowed, existingBoard, type BoardAction } from '../boards/board-permissions';
import type { BoardRepository } from '../boards/board-repository';
import type { PostRepository } from './post-repository';

/**
 * A published post and its board, where the board lets the caller do `action`: 404 when there is no published
 * post (drafts and the trash are not there for readers), 401/403 from the board's permissions.
 */
export async function publishedPostFor(
  posts: Pick<PostRepository, 'get'>,
  boards: Pick<BoardRepository, 'get'>,
  postId: string,
  action: BoardAction,
  caller: Caller | null,
  /** The post when the caller has just read it (saves a second GetItem). */
  stored?: Post | null,
): Promise<{ post: Post; board: Board }> {
  const post = stored === undefined ? await posts.get(postId) : stored;
  if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
  const board = await existingBoard(boards, post.boardId);
  assertAllowed(board, action, caller);
  return { post, board };
}
