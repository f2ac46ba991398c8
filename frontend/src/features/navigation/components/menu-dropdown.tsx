import Button from '@mui/material/Button';
import type { Menu as MenuEntity } from '@contracts/graphql/types.generated';
import { onDemandComponent, preloadable } from '@/lib/preloadable';
import { useMenuButton } from '../hooks/use-menu-button';
import { descendantHrefs, menuHref } from '../menu-href';
import type { MenuDropdownMenuProps } from './menu-dropdown-menu';
import { toolbarButtonSx } from './toolbar-button-sx';

// The menu, its entries and MUI's Menu and MenuItem download the first time a dropdown opens: most visits
// never open one, and the bar is on every page's first render.
const DropdownMenu = onDemandComponent(
  preloadable(() => import('./menu-dropdown-menu')),
  (module) => module.MenuDropdownMenu,
  (props: MenuDropdownMenuProps) => props.open,
);

export interface MenuDropdownProps {
  readonly item: MenuEntity;
  readonly currentPath: string;
}

/**
 * A top-level entry with sub-menus: a button opening a menu of its children (menu-dropdown-menu.tsx). The
 * button is marked current when the page is its own or one of the links below it (docs/web-app.md, "Top bar").
 */
export function MenuDropdown({ item, currentPath }: MenuDropdownProps) {
  const { buttonProps, menuProps, buttonId, close } = useMenuButton();
  const current = [menuHref(item), ...descendantHrefs(item)].includes(currentPath);

  return (
    <>
      <Button {...buttonProps} aria-current={current ? 'true' : undefined} sx={toolbarButtonSx}>
        {item.name}
        <span aria-hidden="true">&nbsp;▾</span>
      </Button>
      <DropdownMenu {...menuProps} item={item} currentPath={currentPath} buttonId={buttonId} close={close} />
    </>
  );
}
