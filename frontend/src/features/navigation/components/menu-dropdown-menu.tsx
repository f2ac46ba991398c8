import Menu, { type MenuProps } from '@mui/material/Menu';
import type { Menu as MenuEntity } from '@contracts/graphql/types.generated';
import { descendantHrefs, menuHref } from '../menu-href';
import { MenuEntry } from './menu-entry';

export interface MenuDropdownMenuProps extends Pick<MenuProps, 'id' | 'anchorEl' | 'open' | 'onClose'> {
  readonly item: MenuEntity;
  readonly currentPath: string;
  readonly buttonId: string;
  readonly close: () => void;
}

/**
 * The open menu of a top-level entry (menu-dropdown.tsx): the entry's own page first (a parent is a page too,
 * a board or an article, as in the phone drawer) unless an entry below already leads there, then its children, each followed by its own children
 * indented (the third level), so every link stays one keyboard list. A module of its own, downloaded the
 * first time a dropdown opens, with MUI's Menu and MenuItem.
 */
export function MenuDropdownMenu({
  item,
  currentPath,
  buttonId,
  close,
  ...menuProps
}: MenuDropdownMenuProps) {
  // A parent whose page is also one of its entries (Community opening the Free Board) is not listed twice.
  const ownPageListed = descendantHrefs(item).includes(menuHref(item));
  return (
    <Menu {...menuProps} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
      {ownPageListed ? null : (
        <MenuEntry item={item} currentPath={currentPath} depth={0} onNavigate={close} />
      )}
      {(item.children ?? []).flatMap((child) => [
        <MenuEntry key={child.id} item={child} currentPath={currentPath} depth={0} onNavigate={close} />,
        ...(child.children ?? []).map((grandchild) => (
          <MenuEntry
            key={grandchild.id}
            item={grandchild}
            currentPath={currentPath}
            depth={1}
            onNavigate={close}
          />
        )),
      ])}
    </Menu>
  );
}
