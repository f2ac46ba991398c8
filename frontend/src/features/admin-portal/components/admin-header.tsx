import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export interface AdminHeaderProps {
  readonly userName: string;
  readonly onSignOut: () => void;
}

/** 'Admin Portal' title, a link back to the public site, the user, 'Sign Out' and the language label (§2). */
export function AdminHeader({ userName, onSignOut }: AdminHeaderProps) {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h1" component="span" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          Admin Portal
        </Typography>
        <Button component={RouterLink} to="/" color="inherit">
          View Site
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography component="span" sx={{ fontSize: '0.875rem' }}>
          {userName}
        </Typography>
        <Button color="inherit" onClick={onSignOut}>
          Sign Out
        </Button>
        {/* The only language for now (interface texts are English, §1); a switcher comes with i18n. */}
        <Typography component="span" sx={{ fontSize: '0.875rem' }}>
          English
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
