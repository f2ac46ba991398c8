import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface NotBuiltPanelProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** Facts worth showing (e.g. the route parameters), as label/value pairs; empty values are left out. */
  readonly details?: Readonly<Record<string, string | undefined>>;
}

/**
 * Says plainly that a screen exists in the routing but its content is not built yet, instead of showing
 * fake data.
 */
export function NotBuiltPanel({ title, children, details = {} }: NotBuiltPanelProps) {
  const headingId = useId();
  const rows = Object.entries(details).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, my: 2 }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            mt: 2,
            mb: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
