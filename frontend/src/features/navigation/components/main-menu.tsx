import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Menu } from '@contracts/graphql/types.generated';
import { useMenuTree } from '../api/get-menu-tree';
import { isExternalHref, menuHref } from '../menu-href';
import { MenuDropdown } from './menu-dropdown';
import { toolbarButtonSx } from './toolbar-button-sx';
import { useNarrowScreen } from '@/components/use-narrow-screen';

function TopLevelLink({ item, currentPath }: { item: Menu; currentPath: string }) {
  const href = menuHref(item);
  if (isExternalHref(href)) {
    return (
      <Button href={href} sx={toolbarButtonSx}>
        {item.name}
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={href}
      aria-current={href === currentPath ? 'page' : undefined}
      sx={toolbarButtonSx}
    >
      {item.name}
    </Button>
  );
}

/** The server-driven menu. While loading, and after a failure, it is simply empty (docs/web-app.md). */
export function MainMenu() {
  const items = useMenuTree().data ?? [];
  const { pathname } = useLocation();
  // Not rendered below 600px (rather than rendered and hidden): phones reach the menu through the drawer
  // (menu-drawer.tsx), and a button per entry would lengthen every page's first render there.
  const narrow = useNarrowScreen();
  if (narrow) return null;
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      // From 600px wide: entries in the bar (scrolling sideways if a site has very many). Narrower screens
      // get the same tree in a drawer (menu-drawer.tsx) instead of a strip that hides most of it.
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        overflowX: 'auto',
        alignSelf: 'stretch',
      }}
    >
      {items.map((item) =>
        item.children && item.children.length > 0 ? (
          <MenuDropdown key={item.id} item={item} currentPath={pathname} />
        ) : (
          <TopLevelLink key={item.id} item={item} currentPath={pathname} />
        ),
      )}
    </Box>
  );
}
