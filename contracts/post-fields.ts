import * as z from 'zod/mini';
import './zod-locale';

/**
 * Bodies are stored as written and rendered safely by the web app: plain text, Markdown without raw HTML, or
 * `richtext`, the editor's structured document checked against an allow-list (contracts/rich-text.ts).
 */
export const bodyFormatSchema = z.enum(['text', 'markdown', 'richtext']);
export type BodyFormat = z.infer<typeof bodyFormatSchema>;

/** Drafts are private to their author ("Saved Articles"); trashed posts only reach admins. */
export const postStatusSchema = z.enum(['draft', 'published', 'trashed']);
export type PostStatus = z.infer<typeof postStatusSchema>;
