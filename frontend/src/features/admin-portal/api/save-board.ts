import { useCallback } from 'react';
import type { BoardSettings } from '@contracts/board';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** A new board's default settings: open to read, members write. */
export const NEW_BOARD_SETTINGS: BoardSettings = {
  name: '',
  description: '',
  postsPerPage: 20,
  categories: [],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
};

/** POST /admin/boards: a new board with its id and settings. */
export function useCreateBoard() {
  const rest = useRest('post');
  return useCallback(
    (id: string, settings: BoardSettings) =>
      rest({ method: 'POST', path: '/admin/boards', body: { id, ...settings } }),
    [rest],
  );
}

/** PUT /admin/boards/{boardId}: replaces a board's settings. */
export function useUpdateBoard() {
  const rest = useRest('post');
  return useCallback(
    (id: string, settings: BoardSettings) =>
      rest({ method: 'PUT', path: apiPath`/admin/boards/${id}`, body: settings }),
    [rest],
  );
}
