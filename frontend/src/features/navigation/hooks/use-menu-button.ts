import { useCallback, useId, useState, type MouseEvent } from 'react';

/**
 * The state and ARIA wiring of a button that opens a popup menu: the anchor the menu hangs from, ids that
 * tie the button and the menu together, and `aria-expanded` / `aria-controls` kept true to what is shown.
 * Spread `buttonProps` on the button and `menuProps` on the MUI Menu.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = useCallback(() => setAnchor(null), []);

  return {
    open,
    close,
    buttonId,
    menuId,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: close,
    },
  };
}
