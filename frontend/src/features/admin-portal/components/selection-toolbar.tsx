import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The bulk actions above a selectable list, with how many rows are selected. */
export function SelectionToolbar({
  label,
  count,
  children,
}: {
  /** The toolbar's accessible name ('Selected posts'). */
  readonly label: string;
  readonly count: number;
  readonly children: ReactNode;
}) {
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      <Typography sx={{ fontSize: '0.875rem' }}>{count} selected</Typography>
      {children}
    </Box>
  );
}
