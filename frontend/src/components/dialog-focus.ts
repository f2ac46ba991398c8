/**
 * The attribute that names a dialog's first focus (beside React's `autoFocus`, which leaves no trace in the
 * DOM): spread on the element, e.g. `<Button {...AUTOFOCUS} autoFocus>` or in a text box's input props.
 */
export const AUTOFOCUS = { 'data-autofocus': '' } as const;

/**
 * After a dialog has entered, puts focus on its marked first field if it sits on the dialog itself or
 * outside it. Under React's StrictMode (the dev server, `npm start`) MUI's focus trap mounts twice: its first
 * cleanup hands focus back to the button that opened the dialog, and its second mount then focuses the dialog
 * container, so the keys a member types went nowhere. The production build never gets here (focus is already
 * on the field), so both builds behave alike.
 */
export function refocusOnEntered(node: HTMLElement): void {
  const active = node.ownerDocument.activeElement;
  const onField =
    active instanceof HTMLElement && node.contains(active) && active.getAttribute('role') !== 'dialog';
  if (onField) return;
  node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** MUI Dialog's slot props that apply {@link refocusOnEntered}. */
export const dialogFocusSlotProps = { transition: { onEntered: refocusOnEntered } } as const;
