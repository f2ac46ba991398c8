import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ py: 2 }}>
      <LinearProgress aria-label={label} color="secondary" />
    </Box>
  );
}
