import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export interface AdminHeaderProps {
  readonly userName: string;
  readonly onSignOut: () => void;
  /** Narrow screens: opens the sidebar drawer (the button is shown only when given). */
  readonly onOpenMenu?: () => void;
  readonly menuOpen?: boolean;
}

const focusSx = { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 } };

/**
 * 'Admin Portal' title, a link back to the public site, the user, 'Sign Out' and the language label (docs/web-app.md).
 * The bar never wraps: below 600 px the link, the user and Sign Out move into an account menu, so every
 * label stays on the dark bar (white on dark grey) and the page keeps the screen's width.
 */
export function AdminHeader({ userName, onSignOut, onOpenMenu, menuOpen }: AdminHeaderProps) {
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 2 }, flexWrap: 'nowrap', minWidth: 0 }}>
        {onOpenMenu && (
          <Button
            color="inherit"
            onClick={onOpenMenu}
            aria-label="Open the admin menu"
            aria-expanded={menuOpen ?? false}
            sx={{ minWidth: 40, fontSize: '1.25rem', ...focusSx }}
          >
            <span aria-hidden="true">☰</span>
          </Button>
        )}
        <Typography
          variant="h1"
          component="span"
          noWrap
          sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, fontWeight: 700, flexShrink: 0 }}
        >
          Admin Portal
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 2, flex: 1, minWidth: 0 }}>
          <Button component={RouterLink} to="/" color="inherit" sx={focusSx}>
            View Site
          </Button>
          <Box sx={{ flex: 1 }} />
          <Typography component="span" noWrap sx={{ fontSize: '0.875rem', minWidth: 0 }}>
            {userName}
          </Typography>
          <Button color="inherit" onClick={onSignOut} sx={{ flexShrink: 0, ...focusSx }}>
            Sign Out
          </Button>
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, flex: 1 }} />
        {/* The only language for now (interface texts are English); a switcher comes with i18n. */}
        <Typography component="span" sx={{ fontSize: '0.875rem', flexShrink: 0 }}>
          English
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Button
            color="inherit"
            aria-label="Account"
            aria-haspopup="menu"
            onClick={(e) => setAccountAnchor(e.currentTarget)}
            sx={{ minWidth: 36, ...focusSx }}
          >
            <span aria-hidden="true">⋮</span>
          </Button>
          <Menu anchorEl={accountAnchor} open={accountAnchor !== null} onClose={() => setAccountAnchor(null)}>
            <MenuItem disabled>{userName}</MenuItem>
            <MenuItem component={RouterLink} to="/" onClick={() => setAccountAnchor(null)}>
              View Site
            </MenuItem>
            <MenuItem
              onClick={() => {
                setAccountAnchor(null);
                onSignOut();
              }}
            >
              Sign Out
            </MenuItem>
          </Menu>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
