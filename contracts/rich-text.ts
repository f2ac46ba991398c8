import * as z from 'zod/mini';
import './zod-locale';
import { characterProblem, hasVisibleCharacter, isWellFormed } from './text';

/**
 * The body of a post written in the rich-text editor: the editor's own structured document (TipTap /
 * ProseMirror JSON), stored as a JSON string with format `richtext`. It is data, never HTML: the web app maps
 * each allowed node to a React element, so a body cannot carry a script, an event handler or a style sheet.
 * Everything outside this allow-list (unknown nodes, marks or attributes, script-ish links, colours that are
 * not plain hex) is refused with a 400 rather than cleaned, so what is stored is exactly what was checked.
 * docs/rich-text.md explains the format and why.
 */

/** Nesting limit (lists in quotes in lists…): deep enough for writing, shallow enough for any renderer. */
export const RICH_TEXT_MAX_DEPTH = 24;
/** Node limit per document; the body's byte limit applies as well. */
export const RICH_TEXT_MAX_NODES = 20_000;
export const RICH_TEXT_HREF_MAX = 2048;
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** Link schemes a reader may follow. Anything else (javascript:, data:, vbscript:, file:…) is refused. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * A link target: http(s) or mailto only. Whitespace and control characters are refused outright, because
 * browsers strip them when parsing a URL ("java\tscript:" runs as javascript:), so no spelling can slip by.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_TEXT_HREF_MAX || !isWellFormed(href)) return false;
  if (/[\s\p{Cc}\p{Cf}]/u.test(href)) return false;
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return false;
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** `#rgb` or `#rrggbb`: nothing else reaches a style attribute. */
export const RICH_TEXT_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const plainMark = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });

/**
 * Text inside the document keeps the rule of plain text (contracts/text.ts): no broken characters, controls or
 * direction overrides. Checked on the parsed values, so a `\u202E` or `\u0000` escape in the JSON is refused
 * as the character it stands for.
 */
const hygienicText = (multiLine: boolean) =>
  z.string().check(
    z.superRefine((text: string, ctx) => {
      const problem = characterProblem(text, multiLine);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
    }),
  );

const linkMarkSchema = z.strictObject({
  type: z.literal('link'),
  attrs: z.strictObject({
    href: z.string().check(z.refine(isSafeHref, 'must be an http:, https: or mailto: address')),
    // The editor sends these; the renderer ignores them and sets its own (new tab, no referrer).
    target: z.nullish(hygienicText(false).check(z.maxLength(20))),
    rel: z.nullish(hygienicText(false).check(z.maxLength(100))),
  }),
});

const textStyleMarkSchema = z.strictObject({
  type: z.literal('textStyle'),
  attrs: z.strictObject({
    color: z.string().check(z.regex(RICH_TEXT_COLOR, 'must be a #rgb or #rrggbb colour')),
  }),
});

export const richTextMarkSchema = z.discriminatedUnion('type', [
  plainMark('bold'),
  plainMark('italic'),
  plainMark('underline'),
  plainMark('strike'),
  linkMarkSchema,
  textStyleMarkSchema,
]);
export type RichTextMark = z.infer<typeof richTextMarkSchema>;

const textNodeSchema = z.strictObject({
  type: z.literal('text'),
  text: hygienicText(true).check(z.minLength(1, 'must not be empty')),
  marks: z.optional(z.array(richTextMarkSchema).check(z.maxLength(8))),
});
const hardBreakSchema = plainMark('hardBreak');

export const richTextInlineSchema = z.discriminatedUnion('type', [textNodeSchema, hardBreakSchema]);
export type RichTextInline = z.infer<typeof richTextInlineSchema>;

const inlineContent = z.optional(z.array(richTextInlineSchema));

export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number; type?: null }; content: RichTextListItem[] }
  | { type: 'blockquote'; content: RichTextBlock[] }
  | { type: 'horizontalRule' };
export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}
export interface RichTextDocument {
  type: 'doc';
  content: RichTextBlock[];
}

/** A non-empty array of `item`. */
const nonEmpty = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.minLength(1));

const listItemSchema: z.ZodMiniType<RichTextListItem> = z.lazy(() =>
  z.strictObject({ type: z.literal('listItem'), content: nonEmpty(blockSchema) }),
);

const blockSchema: z.ZodMiniType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('paragraph'), content: inlineContent }),
    z.strictObject({
      type: z.literal('heading'),
      attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
      content: inlineContent,
    }),
    z.strictObject({ type: z.literal('bulletList'), content: nonEmpty(listItemSchema) }),
    z.strictObject({
      type: z.literal('orderedList'),
      attrs: z.optional(
        z.strictObject({
          start: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
          type: z.optional(z.null()),
        }),
      ),
      content: nonEmpty(listItemSchema),
    }),
    z.strictObject({ type: z.literal('blockquote'), content: nonEmpty(blockSchema) }),
    plainMark('horizontalRule'),
  ]),
);

export const richTextDocumentSchema: z.ZodMiniType<RichTextDocument> = z.strictObject({
  type: z.literal('doc'),
  content: nonEmpty(blockSchema),
});

/**
 * Depth and node count, measured without recursion before the schema walks the tree, so a hostile
 * document nested a million levels deep is refused cheaply instead of overflowing the stack.
 */
function shapeProblem(value: unknown): string | null {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > RICH_TEXT_MAX_DEPTH) return `must not nest more than ${RICH_TEXT_MAX_DEPTH} levels deep`;
    if (++nodes > RICH_TEXT_MAX_NODES) return `must have at most ${RICH_TEXT_MAX_NODES} nodes`;
    const content = (node as { content?: unknown } | null)?.content;
    if (Array.isArray(content)) for (const child of content) stack.push({ node: child, depth: depth + 1 });
  }
  return null;
}

export type RichTextParseResult =
  | { readonly success: true; readonly data: RichTextDocument }
  | { readonly success: false; readonly message: string };

/** Parses a stored `richtext` body (a JSON string) against the allow-list. */
export function parseRichText(body: string): RichTextParseResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { success: false, message: 'must be a rich-text document (JSON)' };
  }
  const problem = shapeProblem(json);
  if (problem) return { success: false, message: problem };
  const parsed = richTextDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { success: false, message: `is not an allowed rich-text document${where}: ${issue?.message}` };
  }
  return { success: true, data: parsed.data };
}

/**
 * Whether a document shows any text: an empty paragraph, whitespace, zero-width characters or marks around
 * nothing are no body (the same "visible character" rule as plain text, contracts/text.ts).
 */
export function hasVisibleText(doc: RichTextDocument): boolean {
  return hasVisibleCharacter(richTextPlainText(doc));
}

/** The plain text of a document (search, previews, empty checks). */
export function richTextPlainText(doc: RichTextDocument): string {
  const parts: string[] = [];
  const walk = (node: { type: string; text?: string; content?: unknown[] }) => {
    if (node.type === 'text') parts.push(node.text ?? '');
    else if (node.type === 'hardBreak') parts.push('\n');
    for (const child of (node.content ?? []) as Array<typeof node>) walk(child);
    if (node.type === 'paragraph' || node.type === 'heading') parts.push('\n');
  };
  walk(doc);
  return parts.join('').trim();
}
