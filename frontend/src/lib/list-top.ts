import { useCallback, useEffect, useRef } from 'react';

/**
 * Back to the top of a list that has just shown another page through its own buttons (Previous / Next, which
 * change no address, so lib/scroll-restoration.tsx does not see them): the reader pressed them under the list
 * and would otherwise be left looking at its end. Its heading comes into view (below the sticky top bar,
 * through the heading's scroll-margin) and takes the focus, so keyboard and screen-reader users continue from
 * the top of the new page rather than from the button.
 */
export function revealListTop(heading: HTMLElement | null): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  const { top } = heading.getBoundingClientRect();
  if (top < 0 || top > window.innerHeight) heading.scrollIntoView?.({ block: 'start' });
}

/** The heading that names the section around `element` (its nearest `aria-labelledby`), if any. */
export function headingOfSection(element: Element | null): HTMLElement | null {
  const id = element?.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
  return id ? element!.ownerDocument.getElementById(id) : null;
}

/**
 * For a list's own page buttons: answers `paging`, which wraps a button's action so that, once `page` has
 * changed because of it, revealListTop runs with `heading()`. Only the buttons: a page number going back to 1
 * because a filter changed must leave the focus in the filter being typed in.
 */
export function useListTopAfterPaging(
  page: number,
  heading: () => HTMLElement | null,
): <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => void {
  const requested = useRef(false);
  const latest = useRef(heading);
  latest.current = heading;
  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    revealListTop(latest.current());
  }, [page]);
  return useCallback(
    (action) =>
      (...args) => {
        requested.current = true;
        action(...args);
      },
    [],
  );
}
