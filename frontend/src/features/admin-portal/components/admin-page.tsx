import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AdminPageProps {
  readonly title: string;
  /** Buttons or links next to the heading (e.g. shortcuts to related sections). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** One admin screen: its heading, the browser tab's title, and its content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · Admin Portal`;
  }, [title]);
  return (
    <Box component="section" aria-labelledby="admin-page-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="admin-page-title" variant="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
