/**
 * The REST APIs' paths below an API's base URL (the routes are in contracts/registry.ts). A path with
 * parameters is written with {@link apiPath}, which encodes each one as one path segment, so no caller can
 * forget to: `apiPath\`/posts/${postId}/vote\``. A tag rather than a function per route: each path stays in
 * the chunk of the screen that asks for it, and only this function is in the entry.
 */
export function apiPath(texts: TemplateStringsArray, ...parts: readonly string[]): string {
  return texts.reduce((path, text, index) => path + encodeURIComponent(parts[index - 1]!) + text);
}

// The first reads of a guest's page: the pages' queries and the boot script's early requests
// (app/early-route-data.ts) build them with these same functions, so an early request asks for the very URL
// the page will (app/early-route-data.test.ts holds them to it).
export const homePath = () => '/home';
export const boardPath = (boardId: string) => apiPath`/boards/${boardId}`;
export const boardPostsPath = (boardId: string) => apiPath`/boards/${boardId}/posts`;
export const postPath = (postId: string) => apiPath`/posts/${postId}`;
export const articlePath = (articleId: string) => apiPath`/articles/${articleId}`;
