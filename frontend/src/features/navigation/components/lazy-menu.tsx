import { lazy, Suspense, useState } from 'react';
import type { MenuProps } from '@mui/material/Menu';

const Menu = lazy(() => import('@mui/material/Menu'));

/**
 * MUI's Menu, downloaded the first time it opens: the menu with its popover, modal, focus trap and
 * transitions is a sizeable part of MUI, and the top bar is on every page's first render while most visits
 * never open a menu. Stays mounted after the first opening so the closing transition runs.
 */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
