import { preloadable } from '@/lib/preloadable';

/**
 * The Markdown renderer and its sanitizer (marked and DOMPurify, about 28 kB gzip), downloaded only for a
 * Markdown body: the editor writes rich text, which needs neither, so most posts never load them. Pages whose
 * bodies are mostly Markdown (articles) start the download with their own code (app/preload-route.ts). A
 * module of its own so that starting it early does not pull the body renderers into the entry.
 */
export const markdownCode = preloadable(() => import('./markdown-body'));
