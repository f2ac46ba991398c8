import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import { toolbarButtonSx } from './toolbar-button-sx';

// The drawer and its list are downloaded on the first opening, so phones' first render does not grow.
const MenuDrawerPanel = lazy(() => import('./menu-drawer-panel'));

/**
 * The menu on phones: a button in the top bar opening a drawer with the whole tree (three levels), so every
 * entry is reachable without a sideways-scrolling strip. The branch holding the current page starts open;
 * the drawer closes on navigation and gives focus back to the button.
 */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so the closing transition runs and focus returns to the button.
  const [requested, setRequested] = useState(false);
  const drawerId = useId();
  return (
    <>
      <Button
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ ...toolbarButtonSx, px: 1, display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <span aria-hidden="true" style={{ fontSize: '1.25rem', marginRight: 6 }}>
          ☰
        </span>
        Menu
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MenuDrawerPanel open={open} onClose={() => setOpen(false)} id={drawerId} />
        </Suspense>
      )}
    </>
  );
}
