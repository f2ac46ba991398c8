/**
 * Puts focus on an element that is about to appear (after sign-in the user menu replaces "Sign In", after
 * sign-out the reverse), so keyboard and screen-reader users do not fall back to the page body. Looks for it
 * every 50 ms for up to 3 s.
 */
export function focusWhenShown(find: () => HTMLElement | null, timeoutMs = 3000): void {
  const started = Date.now();
  const attempt = () => {
    const element = find();
    if (element) {
      element.focus();
      return;
    }
    if (Date.now() - started < timeoutMs) setTimeout(attempt, 50);
  };
  setTimeout(attempt, 0);
}

/** The signed-in member's nickName button in the top bar. */
export const USER_MENU_SELECTOR = '[data-user-menu-button]';

export function focusUserMenu(): void {
  focusWhenShown(() => document.querySelector<HTMLElement>(USER_MENU_SELECTOR));
}

/** After sign-out: the top bar's "Sign In" button. */
export function focusSignIn(): void {
  focusWhenShown(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('header button')).find(
        (button) => button.textContent?.trim() === 'Sign In',
      ) ?? null,
  );
}

/** After moving to another page: its main heading (made focusable for this). */
export function focusHeading(): void {
  focusWhenShown(() => {
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  });
}
