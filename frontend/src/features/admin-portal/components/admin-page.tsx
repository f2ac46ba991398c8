import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A shortcut to a related admin screen: its label and path. */
export type AdminLink = readonly [label: string, path: string];

export interface AdminPageProps {
  readonly title: string;
  /** Shortcuts to related screens, as buttons next to the heading. */
  readonly links?: readonly AdminLink[];
  /** The screen's own buttons, after the links. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** One admin screen: its heading, the browser tab's title, and its content. */
export function AdminPage({ title, links = [], actions, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · Admin Portal`;
  }, [title]);
  return (
    <Box component="section" aria-labelledby="admin-page-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="admin-page-title" variant="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {links.map(([label, path]) => (
          <Button key={path} component={RouterLink} to={path}>
            {label}
          </Button>
        ))}
        {actions}
      </Box>
      {children}
    </Box>
  );
}
