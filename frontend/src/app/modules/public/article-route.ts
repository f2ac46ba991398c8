import { preloadable } from '@/lib/preloadable';

/**
 * An article's query, which a guest's article page reads first: fetched into the query cache before the first
 * render (app/prime-route-data.ts), in the same small chunk the article page reads it from.
 */
export const articleDataCode = preloadable(() => import('@/features/content/api/get-article'));
