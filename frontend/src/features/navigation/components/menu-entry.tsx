import { Link as RouterLink } from 'react-router-dom';
import MenuItem from '@mui/material/MenuItem';
import type { Menu } from '@contracts/graphql/types.generated';
import { isExternalHref, menuHref } from '../menu-href';

export interface MenuEntryProps {
  readonly item: Menu;
  readonly currentPath: string;
  /** 0 for a child of a top-level entry, 1 for a grandchild (indented under its parent). */
  readonly depth: 0 | 1;
  readonly onNavigate: () => void;
}

/** One link inside a dropdown; external addresses are plain anchors, site paths go through the router. */
export function MenuEntry({ item, currentPath, depth, onNavigate }: MenuEntryProps) {
  const href = menuHref(item);
  const current = href === currentPath;
  const sx = { pl: depth === 1 ? 4 : 2, fontSize: depth === 1 ? '0.875rem' : undefined };
  if (isExternalHref(href)) {
    return (
      <MenuItem component="a" href={href} onClick={onNavigate} sx={sx}>
        {item.name}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      component={RouterLink}
      to={href}
      onClick={onNavigate}
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={sx}
    >
      {item.name}
    </MenuItem>
  );
}
