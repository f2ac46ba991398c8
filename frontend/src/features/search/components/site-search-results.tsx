import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SearchHitList } from '@/components/search/search-hit-list';
import { HttpError } from '@/lib/http-error';
import { fieldsToMark, wordsToMark } from '@/lib/search-highlight';
import { boardUrl, postUrl } from '@/lib/urls';
import type { SiteSearch, useSiteSearch } from '../api/search-site';

/**
 * The site search's answer: one section per board with matches (its name as the heading, its newest hits with
 * the words marked, "More in <board>" continuing in that board's own search), boards in menu order.
 */
export function SiteSearchResults({
  search,
  found,
}: {
  search: SiteSearch;
  found: ReturnType<typeof useSiteSearch>;
}) {
  if (found.isPending) {
    return (
      <Box role="status" aria-label="Searching" aria-busy="true">
        {Array.from({ length: 4 }, (_, n) => (
          <Skeleton key={n} height={56} />
        ))}
      </Box>
    );
  }
  if (found.isError) {
    const status = found.error instanceof HttpError ? found.error.status : undefined;
    // Words the server cannot search (typed into the address): its words say what to change; asking again
    // would be refused again.
    if (status === 400) {
      return (
        <Alert severity="warning" sx={{ my: 2 }}>
          This search cannot be run: {found.error.message}
        </Alert>
      );
    }
    return <LoadError message="The search could not be completed." onRetry={() => void found.refetch()} />;
  }
  const { groups } = found.data;
  if (groups.length === 0) return <EmptyState message={`No posts match “${search.q}”.`} />;
  const words = wordsToMark(search.q);
  const marked = fieldsToMark(search.target);
  const list = { q: search.q, target: search.target };
  return (
    <Box sx={{ opacity: found.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {groups.map(({ board, items, more }) => {
        const headingId = `search-board-${board.id}`;
        return (
          <Box component="section" key={board.id} aria-labelledby={headingId} sx={{ mt: 3 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
              <Link component={RouterLink} to={boardUrl(board.id)} color="inherit" underline="hover">
                {board.name}
              </Link>
            </Typography>
            <SearchHitList
              hits={items}
              words={words}
              marked={marked}
              hrefOf={(hit) => postUrl(board.id, hit.id, { list })}
              label={`Matches in ${board.name}`}
            />
            {more && (
              <Link
                component={RouterLink}
                to={boardUrl(board.id, list)}
                underline="hover"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                More in {board.name}
              </Link>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
