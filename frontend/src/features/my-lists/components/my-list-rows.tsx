import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface MyListRow {
  readonly key: string;
  /** The row's main text (a link to the post). */
  readonly title: string;
  readonly href: string;
  /** Small print under the title: board, date, counts. */
  readonly meta: ReactNode;
  /** Buttons at the end of the row. */
  readonly actions?: ReactNode;
}

/** The member's lists as a plain list of rows that wrap on narrow screens instead of scrolling sideways. */
export function MyListRows({ rows, label }: { rows: readonly MyListRow[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Link component={RouterLink} to={row.href} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
              {row.title}
            </Link>
            <Typography variant="body2" color="text.secondary" component="div">
              {row.meta}
            </Typography>
          </Box>
          {row.actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{row.actions}</Box>}
        </Box>
      ))}
    </Box>
  );
}
