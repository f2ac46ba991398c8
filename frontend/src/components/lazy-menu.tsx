import type { MenuProps } from '@mui/material/Menu';
import { preloadable, useLoadedCode } from '@/lib/preloadable';

const menuCode = preloadable(() => import('@mui/material/Menu'));

/**
 * MUI's Menu, downloaded the first time it opens: the menu with its popover, modal, focus trap and
 * transitions is a sizeable part of MUI, and menus sit on pages' first render (the top bar, a post's author)
 * while most visits never open one. Stays mounted after the first opening so the closing transition runs.
 */
export function LazyMenu(props: MenuProps) {
  const code = useLoadedCode(menuCode, props.open);
  if (!code) return null;
  return <code.default {...props} />;
}
