import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a list shows when it has nothing: a sentence, and optionally what to do next. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{message}</Typography>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}
