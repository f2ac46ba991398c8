import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { BodyFormat } from '@contracts/post';
import { useLoadedCode } from '@/lib/preloadable';
import { markdownCode } from './markdown-code';
import { RichTextBody } from './rich-text-body';

function LazyMarkdownBody({ body }: { body: string }) {
  const code = useLoadedCode(markdownCode, true);
  if (!code) {
    return (
      <Box role="status" aria-label="Loading the text" aria-busy="true">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Box>
    );
  }
  return <code.MarkdownBody body={body} />;
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
  return <LazyMarkdownBody body={body} />;
}
