import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

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

/** A Markdown body, rendered and sanitized as {@link renderMarkdown} says. */
export function MarkdownBody({ body }: { body: string }) {
  return (
    <Box
      component="div"
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}
      // Sanitized above: raw HTML dropped by the renderer, the result cleaned by DOMPurify.
      dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }}
    />
  );
}
