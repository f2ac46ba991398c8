import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Shown while a lazily loaded screen arrives: an indeterminate bar, drawn with CSS rather than MUI's
 * LinearProgress, because this sits in the entry (every route's fallback) and LinearProgress would add about
 * 5 kB to every page's first download for a bar most visits never see (docs/performance.md, "First render").
 */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ py: 2 }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.24),
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: '40%',
            bgcolor: 'secondary.main',
            animation: `${sweep} 1.4s ease-in-out infinite`,
            // Without motion: a steady bar still says something is loading.
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
          }}
        />
      </Box>
    </Box>
  );
}
