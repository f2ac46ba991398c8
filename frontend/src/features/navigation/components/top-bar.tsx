import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useSiteTitle } from '../api/get-menu-tree';
import { useLiveNavigation } from '../hooks/use-live-navigation';
import { MainMenu } from './main-menu';
import { MenuDrawer } from './menu-drawer';
import { toolbarButtonSx } from './toolbar-button-sx';
import { TopBarSearch } from './top-bar-search';
import { preloadable, useLoadedCode } from '@/lib/preloadable';

// The member's button and menu (badge, menu items) download once someone is signed in: guests, most of the
// visits, never need them, and they would otherwise be part of every page's first render.
const userMenuCode = preloadable(() => import('./user-menu'));

/** What the bar needs to know about the visitor; the app maps the auth session onto it. */
export interface TopBarUser {
  readonly nickName: string | null;
  readonly isAdmin: boolean;
}

export interface TopBarProps {
  /** null for guests. */
  readonly user: TopBarUser | null;
  /** While the session is first resolved nothing is shown on the right, so 'Sign In' does not flash. */
  readonly sessionLoading: boolean;
  readonly onSignIn: () => void;
  readonly onSignOut: () => void;
  /** Shown until the site settings give the site's title, and when they cannot be read. */
  readonly brandName?: string;
}

/**
 * The public area's top bar (docs/web-app.md): brand, server-driven menu, the site's search, sign-in or the
 * member's menu.
 */
export function TopBar({ user, sessionLoading, onSignIn, onSignOut, brandName = 'Community' }: TopBarProps) {
  // Same query (and cache entry) as the menu: one request serves both.
  const siteTitle = useSiteTitle();
  useLiveNavigation();
  const userMenu = useLoadedCode(userMenuCode, user !== null);
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, alignItems: 'stretch', px: { xs: 1, sm: 2 } }}>
        {/* Below 600px the menu lives in a drawer; the brand takes the free space and may shorten. */}
        <MenuDrawer />
        <Button
          component={RouterLink}
          to="/"
          sx={{
            ...toolbarButtonSx,
            fontWeight: 700,
            fontSize: '1.125rem',
            pl: { xs: 1, sm: 0 },
            flexShrink: { xs: 1, sm: 0 },
            flexGrow: { xs: 1, sm: 0 },
            minWidth: 0,
            justifyContent: 'flex-start',
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{siteTitle ?? brandName}</span>
        </Button>
        <MainMenu />
        <TopBarSearch />
        <Box sx={{ display: 'flex', alignItems: 'stretch', flexShrink: 0 }}>
          {user ? (
            userMenu && (
              <userMenu.UserMenu nickName={user.nickName} isAdmin={user.isAdmin} onSignOut={onSignOut} />
            )
          ) : sessionLoading ? null : (
            <Button onClick={onSignIn} sx={toolbarButtonSx}>
              Sign In
            </Button>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
