import type { JSONContent } from '@tiptap/core';
import { parseRichText } from '@contracts/rich-text';
import { renderMarkdown } from '@/components/content/markdown-body';
import type { Post } from '@contracts/post-answers';

/**
 * What the editor starts from for a stored body. Rich text loads as is; a Markdown post is rendered (and
 * sanitised) to HTML, which the editor's schema reads like a paste; plain text becomes one paragraph per line.
 * Saving stores the result as rich text.
 */
export function initialContent(post: Pick<Post, 'body' | 'format'> | null): JSONContent | string | null {
  if (!post) return null;
  if (post.format === 'richtext') {
    const parsed = parseRichText(post.body);
    return parsed.success ? (parsed.data as JSONContent) : null;
  }
  if (post.format === 'markdown') return renderMarkdown(post.body);
  return {
    type: 'doc',
    content: post.body
      .split('\n')
      .map((line) =>
        line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
      ),
  };
}
