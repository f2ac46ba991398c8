import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { boardSchema, type Board } from '@contracts/board';
import { bodyFormatSchema, type CreatePostBody, type UpdatePostBody } from '@contracts/post';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { currentIdToken, restRequest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** What the editor needs of a stored post (validated: it crosses a network boundary). */
export const editablePostSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  body: z.string(),
  format: bodyFormatSchema,
  category: z.nullable(z.string()),
  authorId: z.string(),
  isNotice: z.boolean(),
  status: z.enum(['draft', 'published', 'trashed']),
  version: z.number().check(z.int()),
  updatedAt: z.string(),
});
export type EditablePost = z.infer<typeof editablePostSchema>;

const draftsPageSchema = z.object({
  items: z.array(z.looseObject({ id: z.string() })),
  nextToken: z.nullable(z.string()),
});

async function send(config: RuntimeConfig, method: 'POST' | 'PUT', path: string, body: unknown) {
  return restRequest(config, 'post', { method, path, body });
}

export async function createPost(config: RuntimeConfig, boardId: string, input: CreatePostBody) {
  return editablePostSchema.parse(await send(config, 'POST', apiPath`/boards/${boardId}/posts`, input));
}

export async function updatePost(config: RuntimeConfig, postId: string, input: UpdatePostBody) {
  return editablePostSchema.parse(await send(config, 'PUT', apiPath`/posts/${postId}`, input));
}

export async function getBoard(config: RuntimeConfig, boardId: string, signal?: AbortSignal): Promise<Board> {
  return boardSchema.parse(await restRequest(config, 'post', { path: apiPath`/boards/${boardId}`, signal }));
}

/**
 * A post to edit, as stored now. Drafts are private and not served by GET /posts/{postId}, so the author's
 * drafts are looked through first (which also counts no view); a published post is then read directly.
 */
export async function getEditablePost(
  config: RuntimeConfig,
  postId: string,
  signal?: AbortSignal,
): Promise<EditablePost> {
  const idToken = await currentIdToken(config);
  let nextToken: string | null = null;
  for (let page = 0; page < 5 && idToken; page += 1) {
    const drafts = draftsPageSchema.parse(
      await restRequest(config, 'post', {
        path: '/me/drafts',
        query: { limit: 100, nextToken: nextToken ?? undefined },
        signal,
      }),
    );
    const found = drafts.items.find((item) => item.id === postId);
    if (found) return editablePostSchema.parse(found);
    nextToken = drafts.nextToken;
    if (!nextToken) break;
  }
  return editablePostSchema.parse(
    await restRequest(config, 'post', { path: apiPath`/posts/${postId}`, signal }),
  );
}
