import { Fragment, useMemo, type CSSProperties } from 'react';
import { highlightParts } from '@/lib/search-highlight';

// A pale yellow under near-black text (docs/web-app.md, "Look"): well above 4.5:1 whatever colour the text
// around it has, so a match in a secondary-coloured snippet stays readable.
const MARK_STYLE: CSSProperties = {
  backgroundColor: '#fff0a8',
  color: '#212121',
  padding: 0,
  borderRadius: 2,
};

/** `text` with the matches of `words` in `<mark>` elements: React text nodes, never HTML. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  const parts = useMemo(() => highlightParts(text, words), [text, words]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} style={MARK_STYLE}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
