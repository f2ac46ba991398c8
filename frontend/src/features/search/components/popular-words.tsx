import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAction } from '@/components/retry-action';
import { searchUrl } from '@/lib/urls';
import { usePopularWords } from '../api/get-popular-words';

/**
 * The words members searched most this week (GET /search/popular), each a link to its search. A side part of
 * the page: a failure is a line with Try again here, not a toast over the results.
 */
export function PopularWords() {
  const popular = usePopularWords();
  return (
    <Box component="section" aria-labelledby="popular-words-title" sx={{ my: 2 }}>
      <Typography id="popular-words-title" variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        Popular this week
      </Typography>
      {popular.isPending ? (
        <Box role="status" aria-label="Loading the popular searches" sx={{ display: 'flex', gap: 1 }}>
          {Array.from({ length: 4 }, (_, n) => (
            <Skeleton key={n} variant="rounded" width={72} height={32} />
          ))}
        </Box>
      ) : popular.isError ? (
        <Typography color="text.secondary" variant="body2">
          The popular searches could not be loaded. <RetryAction onRetry={() => void popular.refetch()} />
        </Typography>
      ) : popular.data.items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No popular searches this week yet.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="popular-words-title"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {popular.data.items.map(({ word }) => (
            <li key={word}>
              <Chip
                label={word}
                component={RouterLink}
                to={searchUrl({ q: word })}
                clickable
                variant="outlined"
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
