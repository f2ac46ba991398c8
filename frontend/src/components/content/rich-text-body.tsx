import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RICH_TEXT_COLOR,
  isSafeHref,
  parseRichText,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
} from '@contracts/rich-text';

/** Links members put in posts: a new tab, no access back to this page, no referrer, no ranking credit. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow ugc';

function withMark(mark: RichTextMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'textStyle':
      // Checked again here: the document may come from anywhere, the colour goes into a style.
      return RICH_TEXT_COLOR.test(mark.attrs.color) ? (
        <span key={key} style={{ color: mark.attrs.color }}>
          {child}
        </span>
      ) : (
        child
      );
    case 'link':
      // Target and rel are always ours, whatever the document says; an unsafe href leaves plain text.
      return isSafeHref(mark.attrs.href) ? (
        <a key={key} href={mark.attrs.href} target="_blank" rel={RICH_TEXT_LINK_REL}>
          {child}
        </a>
      ) : (
        child
      );
  }
}

function renderInline(node: RichTextInline, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />;
  // The link goes outermost so a partly formatted link stays one link; other marks nest in document order.
  const marks = [...(node.marks ?? [])].sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'));
  return marks.reduce<ReactNode>((child, mark) => withMark(mark, child, key), node.text);
}

const inlines = (content: readonly RichTextInline[] | undefined) => (content ?? []).map(renderInline);

function renderListItem(item: RichTextListItem, key: number): ReactNode {
  return <li key={key}>{item.content.map(renderBlock)}</li>;
}

function renderBlock(block: RichTextBlock, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{block.content?.length ? inlines(block.content) : <br />}</p>;
    case 'heading': {
      const Tag = `h${block.attrs.level}` as 'h2' | 'h3' | 'h4';
      return <Tag key={key}>{inlines(block.content)}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{block.content.map(renderListItem)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={block.attrs?.start}>
          {block.content.map(renderListItem)}
        </ol>
      );
    case 'blockquote':
      return <blockquote key={key}>{block.content.map(renderBlock)}</blockquote>;
    case 'horizontalRule':
      return <hr key={key} />;
  }
}

/** Typography of a rendered body, shared by posts and the editor's read-only views. */
export const richTextSx = {
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h2', mt: 2, mb: 1 },
  '& h3': { typography: 'h3', mt: 2, mb: 1 },
  '& h4': { typography: 'h4', mt: 1.5, mb: 1 },
  '& p': { my: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', color: 'text.secondary', pl: 2, mx: 0, my: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
  '& a': { color: 'secondary.dark' },
} as const;

/** A document already parsed against the allow-list, as React elements (no HTML strings anywhere). */
export function RichTextContent({ doc }: { doc: RichTextDocument }) {
  return (
    <Box component="div" sx={richTextSx}>
      {doc.content.map(renderBlock)}
    </Box>
  );
}

/** A stored `richtext` body: parsed against the allow-list again before anything is shown. */
export function RichTextBody({ body }: { body: string }) {
  const parsed = parseRichText(body);
  if (!parsed.success) {
    return (
      <Typography color="text.secondary" role="note">
        This text cannot be shown: it is not in a format this site displays.
      </Typography>
    );
  }
  return <RichTextContent doc={parsed.data} />;
}
