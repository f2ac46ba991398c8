import Button from '@mui/material/Button';
import type { Menu as MenuEntity } from '@contracts/graphql/types.generated';
import { useMenuButton } from '../hooks/use-menu-button';
import { descendantHrefs } from '../menu-href';
import { MenuEntry } from './menu-entry';
import { LazyMenu } from '@/components/lazy-menu';
import { toolbarButtonSx } from './toolbar-button-sx';

export interface MenuDropdownProps {
  readonly item: MenuEntity;
  readonly currentPath: string;
}

/**
 * A top-level entry with sub-menus: a button opening a menu of its children, each followed by its own
 * children indented (the third level), so every link stays one keyboard list. The button is marked current
 * when the page is one of the links below it (docs/web-app.md, "Top bar").
 */
export function MenuDropdown({ item, currentPath }: MenuDropdownProps) {
  const { buttonProps, menuProps, buttonId, close } = useMenuButton();
  const current = descendantHrefs(item).includes(currentPath);

  return (
    <>
      <Button {...buttonProps} aria-current={current ? 'true' : undefined} sx={toolbarButtonSx}>
        {item.name}
        <span aria-hidden="true">&nbsp;▾</span>
      </Button>
      <LazyMenu {...menuProps} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
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
      </LazyMenu>
    </>
  );
}
