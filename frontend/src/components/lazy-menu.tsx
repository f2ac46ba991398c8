import type Menu from '@mui/material/Menu';
import type { MenuProps } from '@mui/material/Menu';
import { onDemandComponent, preloadable } from '@/lib/preloadable';

/**
 * MUI's Menu, downloaded the first time it opens: the menu with its popover, modal, focus trap and
 * transitions is a sizeable part of MUI, and menus sit on pages' first render (the top bar, a post's author)
 * while most visits never open one. Stays mounted after the first opening so the closing transition runs.
 */
export const LazyMenu = onDemandComponent<{ default: typeof Menu }, MenuProps>(
  preloadable(() => import('@mui/material/Menu')),
  (module) => module.default,
  (props) => props.open,
);
