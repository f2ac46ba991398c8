import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { boardSchema, type BoardSettings } from '@contracts/board';
import { pageSchema } from '@contracts/pagination';
import { useAdminClient, type AdminClient } from '../api/admin-api';
import { apiPath } from '@/lib/api-paths';

/**
 * The admin content lists (lambda/apis/post-api.ts, GET /admin/posts, /admin/comments, /boards). What every
 * post and comment has: where it is, who wrote it and when, and, once trashed, when and by whom (a user id).
 */
const contentItemFields = {
  id: z.string(),
  boardId: z.string(),
  authorId: z.string(),
  authorNickName: z.string(),
  createdAt: z.string(),
  deletedAt: z.nullish(z.string()),
  deletedBy: z.nullish(z.string()),
};

export const adminPostSchema = z.object({
  ...contentItemFields,
  title: z.string(),
  status: z.string(),
  views: z.optional(z.number()),
  commentCount: z.optional(z.number()),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminCommentSchema = z.object({
  ...contentItemFields,
  postId: z.string(),
  body: z.string(),
  /** Deleted comments keep their text here for admins. */
  removedBody: z.nullish(z.string()),
  deleted: z.boolean(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

const postPageSchema = pageSchema(adminPostSchema);
const commentPageSchema = pageSchema(adminCommentSchema);
const boardPageSchema = pageSchema(boardSchema);

export interface ContentFilter {
  readonly boardId?: string;
  readonly q?: string;
  readonly author?: string;
  readonly nextToken?: string;
  readonly limit?: number;
}

export const contentKeys = {
  posts: ['admin', 'posts'] as const,
  comments: ['admin', 'comments'] as const,
  boards: ['admin', 'boards'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

/** One page of an admin content list, read fresh and kept on screen while the next page loads. */
function useAdminContentPage<T>(
  key: readonly string[],
  path: string,
  schema: z.ZodMiniType<T>,
  status: string,
  filter: ContentFilter,
) {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...key, status, filter],
    queryFn: async ({ signal }) =>
      schema.parse(
        await client.rest({
          api: 'post',
          path,
          query: { status, limit: filter.limit ?? 20, ...filter },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useAdminPosts = (status: 'published' | 'trashed', filter: ContentFilter) =>
  useAdminContentPage(contentKeys.posts, '/admin/posts', postPageSchema, status, filter);

export const useAdminComments = (status: 'live' | 'deleted', filter: ContentFilter) =>
  useAdminContentPage(contentKeys.comments, '/admin/comments', commentPageSchema, status, filter);

/** Every board (a site has few; pages of 100 are read until the last). */
export function useBoards() {
  const client = useAdminClient();
  return useQuery({
    queryKey: contentKeys.boards,
    queryFn: async ({ signal }) => {
      const boards: z.infer<typeof boardSchema>[] = [];
      let nextToken: string | undefined;
      do {
        const page = boardPageSchema.parse(
          await client.rest({ api: 'post', path: '/boards', query: { limit: 100, nextToken }, signal }),
        );
        boards.push(...page.items);
        nextToken = page.nextToken ?? undefined;
      } while (nextToken);
      return boards;
    },
    staleTime: 0,
  });
}

export const trashPosts = (client: AdminClient, postIds: readonly string[]) =>
  client.rest({ api: 'post', method: 'POST', path: '/admin/posts/trash', body: { postIds } }) as Promise<{
    trashed: string[];
    missing: string[];
  }>;

export const deleteComment = (client: AdminClient, commentId: string) =>
  client.rest({ api: 'post', method: 'DELETE', path: apiPath`/comments/${commentId}` });

export const restorePost = (client: AdminClient, postId: string) =>
  client.rest({ api: 'post', method: 'POST', path: apiPath`/admin/posts/${postId}/restore` });

export const purgePost = (client: AdminClient, postId: string) =>
  client.rest({ api: 'post', method: 'DELETE', path: apiPath`/admin/posts/${postId}` });

export const restoreComment = (client: AdminClient, commentId: string) =>
  client.rest({
    api: 'post',
    method: 'POST',
    path: apiPath`/admin/comments/${commentId}/restore`,
  });

export const purgeComment = (client: AdminClient, commentId: string) =>
  client.rest({ api: 'post', method: 'DELETE', path: apiPath`/admin/comments/${commentId}` });

export const movePosts = (client: AdminClient, postIds: readonly string[], boardId: string) =>
  client.rest({
    api: 'post',
    method: 'POST',
    path: '/admin/posts/move',
    body: { postIds, boardId },
  }) as Promise<{
    moved: string[];
    missing: string[];
  }>;

export const createBoard = (client: AdminClient, id: string, settings: BoardSettings) =>
  client.rest({ api: 'post', method: 'POST', path: '/admin/boards', body: { id, ...settings } });

export const updateBoard = (client: AdminClient, id: string, settings: BoardSettings) =>
  client.rest({
    api: 'post',
    method: 'PUT',
    path: apiPath`/admin/boards/${id}`,
    body: settings,
  });

export const deleteBoard = (client: AdminClient, id: string, confirm: boolean) =>
  client.rest({
    api: 'post',
    method: 'DELETE',
    path: apiPath`/admin/boards/${id}`,
    query: confirm ? { confirm: 'true' } : {},
  });

/** A board's default settings for a new board: open to read, members write. */
export const NEW_BOARD_SETTINGS: BoardSettings = {
  name: '',
  description: '',
  postsPerPage: 20,
  categories: [],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
};

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
