import type { Viewer } from '../viewer';
import { viewerKey } from '../viewer';
import type { BoardListState } from '../board-urls';

/** Query keys of the board screens, in one place so mutations invalidate exactly what they change. */
export const boardKeys = {
  board: (boardId: string) => ['board', boardId] as const,
  posts: (boardId: string) => ['board-posts', boardId] as const,
  list: (boardId: string, state: BoardListState, viewer: Viewer | null) =>
    ['board-posts', boardId, viewerKey(viewer), state] as const,
  post: (postId: string) => ['post', postId] as const,
  postFor: (postId: string, viewer: Viewer | null) => ['post', postId, viewerKey(viewer)] as const,
  comments: (postId: string) => ['comments', postId] as const,
  commentsFor: (postId: string, viewer: Viewer | null) => ['comments', postId, viewerKey(viewer)] as const,
};
