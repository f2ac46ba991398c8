import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailsList } from './details-list';

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
        <DetailsList rows={rows} valueSx={{ fontFamily: 'monospace' }} sx={{ mt: 2, mb: 0 }} />
      )}
    </Paper>
  );
}
