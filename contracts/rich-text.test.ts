import { createPostBodySchema, putArticleBodySchema, updatePostBodySchema } from './post';
import {
  RICH_TEXT_MAX_DEPTH,
  isSafeHref,
  parseRichText,
  richTextPlainText,
  type RichTextDocument,
} from './rich-text';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const link = (href: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});

/** Everything the editor's toolbar can produce, as TipTap emits it. */
const everything: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'red', marks: [{ type: 'textStyle', attrs: { color: '#d32f2f' } }] },
        {
          type: 'text',
          text: 'link',
          marks: [
            { type: 'link', attrs: { href: 'https://rhymix.org/', target: '_blank', rel: 'noopener' } },
            { type: 'underline' },
            { type: 'strike' },
          ],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3, type: null },
      content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }] },
    { type: 'horizontalRule' },
  ],
};

describe('rich-text documents', () => {
  it('accepts every node and mark the editor produces', () => {
    const parsed = parseRichText(JSON.stringify(everything));
    expect(parsed).toEqual({ success: true, data: everything });
    if (parsed.success) expect(richTextPlainText(parsed.data)).toContain('bold\nred');
  });

  it.each([
    ['mailto', 'mailto:someone@example.com'],
    ['http', 'http://example.com/a?b=c#d'],
    ['upper-case scheme', 'HTTPS://EXAMPLE.COM'],
  ])('accepts a %s link', (_kind, href) => {
    expect(parseRichText(doc(paragraph(text('x', [link(href)])))).success).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after spaces', '  javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside', 'java\nscript:alert(1)'],
    ['javascript: after a zero-width space', '\u200bjavascript:alert(1)'],
    ['entity-encoded javascript:', '&#106;avascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a relative path', '/board/free'],
    ['protocol-relative', '//evil.example/'],
    ['http: without a host', 'http:alert(1)'],
    ['empty', ''],
    ['too long', `https://example.com/${'a'.repeat(3000)}`],
  ])('refuses a %s link', (_kind, href) => {
    expect(isSafeHref(href)).toBe(false);
    const parsed = parseRichText(doc(paragraph(text('click', [link(href)]))));
    expect(parsed.success).toBe(false);
  });

  it.each([
    ['an image node', paragraph({ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } })],
    ['an iframe node', { type: 'iframe', attrs: { src: 'https://evil.example' } }],
    ['a code block (not offered)', { type: 'codeBlock', content: [text('x')] }],
    ['a script-named node', { type: 'script', content: [text('alert(1)')] }],
    ['an h1 heading', { type: 'heading', attrs: { level: 1 }, content: [text('x')] }],
    ['an h5 heading', { type: 'heading', attrs: { level: 5 }, content: [text('x')] }],
    ['an onclick attribute on a paragraph', { type: 'paragraph', attrs: { onclick: 'alert(1)' } }],
    ['a style attribute on a heading', { type: 'heading', attrs: { level: 2, style: 'position:fixed' } }],
    ['an unknown mark', paragraph(text('x', [{ type: 'code' }]))],
    ['a highlight mark', paragraph(text('x', [{ type: 'highlight', attrs: { color: '#ff0' } }]))],
    ['an onmouseover on a link', paragraph(text('x', [link('https://a.example', { onmouseover: 'x()' })]))],
    ['a class on a link', paragraph(text('x', [link('https://a.example', { class: 'evil' })]))],
    ['attrs on bold', paragraph(text('x', [{ type: 'bold', attrs: { onclick: 'x()' } }]))],
    [
      'a CSS expression as colour',
      paragraph(text('x', [{ type: 'textStyle', attrs: { color: 'red;x:y' } }])),
    ],
    ['an rgb() colour', paragraph(text('x', [{ type: 'textStyle', attrs: { color: 'rgb(1,2,3)' } }]))],
    ['a font family', paragraph(text('x', [{ type: 'textStyle', attrs: { fontFamily: 'x' } }]))],
    ['an empty text node', paragraph({ type: 'text', text: '' })],
    ['a text node with HTML-ish extra fields', paragraph({ ...text('x'), html: '<img onerror=x>' })],
    ['a block inside a paragraph', paragraph({ type: 'paragraph' })],
    ['text directly in the document', text('x')],
    ['an empty list', { type: 'bulletList', content: [] }],
  ])('refuses %s', (_kind, node) => {
    expect(parseRichText(doc(node)).success).toBe(false);
  });

  it('refuses documents that are not documents', () => {
    expect(parseRichText('<p>html</p>').success).toBe(false);
    expect(parseRichText('null').success).toBe(false);
    expect(parseRichText('{"type":"doc","content":[]}').success).toBe(false);
    expect(parseRichText(JSON.stringify({ ...everything, attrs: { x: 1 } })).success).toBe(false);
  });

  it('refuses nesting beyond the limit without overflowing the stack', () => {
    // Built as a string: JSON.stringify itself would overflow on the deepest one.
    const nested = (levels: number) =>
      '{"type":"doc","content":[' +
      '{"type":"blockquote","content":['.repeat(levels) +
      JSON.stringify(paragraph(text('deep'))) +
      ']}'.repeat(levels) +
      ']}';
    expect(parseRichText(nested(RICH_TEXT_MAX_DEPTH - 4)).success).toBe(true);
    expect(parseRichText(nested(RICH_TEXT_MAX_DEPTH + 1))).toEqual({
      success: false,
      message: `must not nest more than ${RICH_TEXT_MAX_DEPTH} levels deep`,
    });
    // Far past any recursion limit: refused by the iterative pre-check.
    expect(parseRichText(nested(100_000)).success).toBe(false);
  });

  it('refuses too many nodes', () => {
    const many = Array.from({ length: 25_000 }, () => ({ type: 'horizontalRule' }));
    expect(parseRichText(JSON.stringify({ type: 'doc', content: many })).success).toBe(false);
  });
});

describe('post bodies with format richtext', () => {
  const valid = JSON.stringify(everything);
  const script = doc(paragraph(text('x', [link('javascript:alert(1)')])));

  it('accepts an allowed document on create, update and article pages', () => {
    expect(createPostBodySchema.safeParse({ title: 't', body: valid, format: 'richtext' }).success).toBe(
      true,
    );
    expect(
      updatePostBodySchema.safeParse({ title: 't', body: valid, format: 'richtext', version: 1 }).success,
    ).toBe(true);
    expect(putArticleBodySchema.safeParse({ title: 't', body: valid, format: 'richtext' }).success).toBe(
      true,
    );
  });

  it('refuses a disallowed document with the issue on the body field', () => {
    const parsed = createPostBodySchema.safeParse({ title: 't', body: script, format: 'richtext' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['body']);
    expect(parsed.error?.issues[0]?.message).toMatch(/http:, https: or mailto:/);
    expect(
      updatePostBodySchema.safeParse({ title: 't', body: '<b>x</b>', format: 'richtext', version: 1 })
        .success,
    ).toBe(false);
  });

  it('keeps text and Markdown bodies as they were (not parsed as documents)', () => {
    expect(createPostBodySchema.safeParse({ title: 't', body: '<b>x</b>', format: 'markdown' }).success).toBe(
      true,
    );
    expect(createPostBodySchema.safeParse({ title: 't', body: script }).success).toBe(true);
  });
});

describe('rich-text bodies keep the plain-text rule (contracts/text.ts)', () => {
  /** The body as a client sends it: the hostile character written as a JSON `\u` escape, so the string is ASCII. */
  const escaped = (textJson: string) =>
    `{"type":"doc","content":[{"type":"paragraph","content":[${textJson}]}]}`;
  const create = (body: string) => createPostBodySchema.safeParse({ title: 't', body, format: 'richtext' });

  it.each([
    ['a right-to-left override', '{"type":"text","text":"invoice \\u202Etxt.exe"}', /direction/],
    ['a left-to-right override', '{"type":"text","text":"a\\u202Db"}', /direction/],
    ['a directional isolate', '{"type":"text","text":"a\\u2067b"}', /direction/],
    ['NUL', '{"type":"text","text":"a\\u0000b"}', /control characters/],
    ['an escape character', '{"type":"text","text":"a\\u001bb"}', /control characters/],
    ['a lone high surrogate', '{"type":"text","text":"a\\ud800b"}', /broken characters/],
    ['a lone low surrogate', '{"type":"text","text":"\\udc00"}', /broken characters/],
    [
      'an override in a link target',
      '{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"https://a.example/","target":"\\u202E_blank"}}]}',
      /direction/,
    ],
    [
      'a lone surrogate in a link',
      '{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"https://a.example/\\ud800"}}]}',
      /http:, https: or mailto:/,
    ],
  ])('refuses %s even when written as a JSON escape, naming body', (_name, node, message) => {
    const body = escaped(node);
    // The raw string passes the plain-text rule: only the parsed document holds the character.
    expect(body).toMatch(/^[\x20-\x7e]+$/);
    const parsed = create(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['body']);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });

  it('keeps tabs, Hangul, emoji and escaped ordinary characters', () => {
    expect(create(escaped('{"type":"text","text":"\\ud55c\\uae00 \\ud83d\\ude00\\tok"}')).success).toBe(true);
  });

  it.each([
    ['one empty paragraph', doc({ type: 'paragraph' })],
    ['an empty content list', doc(paragraph())],
    ['only whitespace', doc(paragraph(text('   \t ')))],
    ['only zero-width characters and Hangul fillers', doc(paragraph(text('\u200B\u3164')))],
    ['only marks around blanks', doc(paragraph(text(' ', [{ type: 'bold' }]), { type: 'hardBreak' }))],
    [
      'only a horizontal rule and empty headings',
      doc({ type: 'horizontalRule' }, { type: 'heading', attrs: { level: 2 } }),
    ],
  ])('refuses a document with no visible text (%s), naming body', (_name, body) => {
    for (const parsed of [
      create(body),
      updatePostBodySchema.safeParse({ title: 't', body, format: 'richtext', version: 1 }),
      putArticleBodySchema.safeParse({ title: 't', body, format: 'richtext' }),
    ]) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['body']);
      expect(parsed.error?.issues[0]?.message).toMatch(/is required/);
    }
  });
});
