import type { Viewer } from '../viewer';
import { viewerKey } from '../viewer';
import type { BoardListState, BoardSearch } from '../board-urls';

/** Query keys of the board screens, in one place so mutations invalidate exactly what they change. */
export const boardKeys = {
  board: (boardId: string) => ['board', boardId] as const,
  posts: (boardId: string) => ['board-posts', boardId] as const,
  list: (boardId: string, state: BoardListState, viewer: Viewer | null) =>
    ['board-posts', boardId, viewerKey(viewer), state] as const,
  /** Under the board's posts: what changes the posts (a new post, a deletion) asks searches again too. */
  search: (boardId: string, search: BoardSearch, viewer: Viewer | null) =>
    ['board-posts', boardId, viewerKey(viewer), 'search', search] as const,
  post: (postId: string) => ['post', postId] as const,
  postFor: (postId: string, viewer: Viewer | null) => ['post', postId, viewerKey(viewer)] as const,
  comments: (postId: string) => ['comments', postId] as const,
  commentsFor: (postId: string, viewer: Viewer | null) => ['comments', postId, viewerKey(viewer)] as const,
};
