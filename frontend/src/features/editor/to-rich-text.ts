import type { JSONContent } from '@tiptap/core';
import { RICH_TEXT_COLOR, isSafeHref, type RichTextDocument, type RichTextMark } from '@contracts/rich-text';

/** `rgb(r, g, b)` (how browsers report pasted colours) as `#rrggbb`; hex passes; anything else is dropped. */
export function hexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim();
  if (RICH_TEXT_COLOR.test(color)) return color.toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+)\s*)?\)$/i.exec(
    color,
  );
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function mark(input: JSONContent['marks'] extends (infer M)[] | undefined ? M : never): RichTextMark | null {
  switch (input.type) {
    case 'bold':
    case 'italic':
    case 'underline':
    case 'strike':
      return { type: input.type };
    case 'link': {
      const href = typeof input.attrs?.href === 'string' ? input.attrs.href.trim() : '';
      return isSafeHref(href) ? { type: 'link', attrs: { href } } : null;
    }
    case 'textStyle': {
      const color = hexColor(input.attrs?.color);
      return color ? { type: 'textStyle', attrs: { color } } : null;
    }
    default:
      return null;
  }
}

/**
 * The editor's JSON reduced to exactly the stored format (contracts/rich-text.ts): attributes the editor
 * carries for itself (a link's class, a list's type) are left out, pasted colours become hex, and anything
 * the allow-list does not know is dropped, so what the editor sends is what the server accepts.
 */
export function toRichText(doc: JSONContent): RichTextDocument {
  const node = (input: JSONContent): unknown => {
    const children = (input.content ?? []).map(node).filter((child) => child !== null);
    switch (input.type) {
      case 'text': {
        if (!input.text) return null;
        const marks = (input.marks ?? []).map(mark).filter((m): m is RichTextMark => m !== null);
        return { type: 'text', text: input.text, ...(marks.length ? { marks } : {}) };
      }
      case 'hardBreak':
      case 'horizontalRule':
        return { type: input.type };
      case 'paragraph':
        return { type: 'paragraph', ...(children.length ? { content: children } : {}) };
      case 'heading': {
        const level = Number(input.attrs?.level);
        if (![2, 3, 4].includes(level)) return { type: 'paragraph', content: children };
        return { type: 'heading', attrs: { level }, ...(children.length ? { content: children } : {}) };
      }
      case 'orderedList': {
        const start = Number(input.attrs?.start ?? 1);
        if (!children.length) return null;
        return {
          type: 'orderedList',
          ...(Number.isInteger(start) && start !== 1 && start >= 0 ? { attrs: { start } } : {}),
          content: children,
        };
      }
      case 'bulletList':
      case 'listItem':
      case 'blockquote':
        return children.length ? { type: input.type, content: children } : null;
      default:
        return null;
    }
  };
  const content = (doc.content ?? []).map(node).filter((child) => child !== null);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] } as RichTextDocument;
}

/** Whether a document holds any text or rule at all (an empty editor is not a post). */
export function hasContent(doc: RichTextDocument): boolean {
  const visit = (node: { type: string; text?: string; content?: unknown[] }): boolean =>
    (node.type === 'text' && (node.text ?? '').trim().length > 0) ||
    node.type === 'horizontalRule' ||
    ((node.content ?? []) as Array<typeof node>).some(visit);
  return visit(doc);
}
