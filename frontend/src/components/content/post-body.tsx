import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import type { BodyFormat } from '@contracts/post';
import { RichTextBody } from './rich-text-body';

/**
 * Markdown as members write it, never as HTML: raw HTML in the source is dropped by the renderer, and the
 * rendered HTML is sanitized again (DOMPurify) before it reaches the page, so no script, event handler,
 * style or javascript: link survives. Links to other sites open in a new tab without access to this one.
 */
const markdown = new Marked({ gfm: true, breaks: true, renderer: { html: () => '' } });

let hooked = false;
function sanitizer(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false }) as string;
  return sanitizer().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export interface PostBodyProps {
  readonly body: string;
  readonly format: BodyFormat;
}

/**
 * A post's or article's body: plain text as written (React escapes it), Markdown rendered safely, or a
 * rich-text document mapped to React elements (no HTML string at all).
 */
export function PostBody({ body, format }: PostBodyProps) {
  if (format === 'richtext') return <RichTextBody body={body} />;
  if (format === 'text') {
    return (
      <Box component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Box>
    );
  }
  return (
    <Box
      component="div"
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}
      // Sanitized above: raw HTML dropped by the renderer, the result cleaned by DOMPurify.
      dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }}
    />
  );
}
