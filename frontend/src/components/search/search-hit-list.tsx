import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SearchHit } from '@contracts/post-answers';
import { normalizeSearchText } from '@contracts/search';
import { formatListDate } from '@/lib/format-date';
import type { MarkedFields } from '@/lib/search-highlight';
import { CommentCount } from '../comment-count';
import { HighlightedText } from './highlighted-text';

export interface SearchHitListProps {
  readonly hits: readonly SearchHit[];
  /** The words to mark (lib/search-highlight.ts wordsToMark). */
  readonly words: readonly string[];
  /** Where the search looked, and so where its words are marked. */
  readonly marked: MarkedFields;
  /** A hit's address: the post, at the matching comment for a comment hit. */
  readonly hrefOf: (hit: SearchHit) => string;
  /** The list's name for screen readers ("Search results in Free Board"). */
  readonly label: string;
  /** The post being read, marked » when the results are the list under a post. */
  readonly currentPostId?: string;
}

/**
 * Search results as rows of a board: the title (its matches marked), the comment count, the text around the
 * first match under it when the search looked in bodies or comments, then author, date, views and votes. One
 * layout at every width (a snippet needs the row's whole width): nothing scrolls sideways on a phone.
 */
export function SearchHitList({ hits, words, marked, hrefOf, label, currentPostId }: SearchHitListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {hits.map((hit) => {
        const current = hit.id === currentPostId;
        return (
          <Box
            component="li"
            key={hit.id}
            sx={{
              py: 1.25,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: current ? 'action.selected' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              {current && <span aria-label="Reading now">»</span>}
              <Box sx={{ minWidth: 0 }}>
                {hit.category && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                    [{hit.category}]
                  </Typography>
                )}
                <Link
                  component={RouterLink}
                  to={hrefOf(hit)}
                  aria-current={current ? 'page' : undefined}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: current ? 700 : 500, overflowWrap: 'anywhere' }}
                >
                  <HighlightedText text={hit.title} words={marked.title ? words : []} />
                </Link>
                <CommentCount count={hit.commentCount} current={current} />
              </Box>
            </Box>
            {hit.snippet && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {hit.commentId && (
                  <Typography component="span" variant="body2" sx={{ mr: 0.5, fontWeight: 600 }}>
                    Comment:
                  </Typography>
                )}
                <HighlightedText text={hit.snippet} words={marked.snippet ? words : []} />
              </Typography>
            )}
            {marked.tags && hit.tags && hit.tags.length > 0 && <HitTags tags={hit.tags} words={words} />}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              <HighlightedText text={hit.authorNickName} words={marked.author ? words : []} /> ·{' '}
              <time dateTime={hit.createdAt}>{formatListDate(hit.createdAt)}</time> · Views {hit.views} ·
              Votes {hit.voteCount}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A tag search's hit shows its tags, the searched ones marked whole (a tag matches whole, not in part). */
function HitTags({ tags, words }: { tags: readonly string[]; words: readonly string[] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      Tags:{' '}
      {tags.map((tag, index) => (
        <span key={tag}>
          {index > 0 && ', '}
          <HighlightedText text={tag} words={words.includes(normalizeSearchText(tag).text) ? words : []} />
        </span>
      ))}
    </Typography>
  );
}
