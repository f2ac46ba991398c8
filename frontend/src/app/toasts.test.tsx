import { StrictMode, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { Toasts } from './provider';

const raised = new Set<string>();

/**
 * A screen that raises a message as soon as it has mounted, as a failed first sign-in or a menu-load error
 * does; once, although StrictMode runs the effect twice.
 */
function FirstMessage({ text }: { text: string }) {
  useEffect(() => {
    if (raised.has(text)) return;
    raised.add(text);
    notify.warning(text);
  }, [text]);
  return null;
}

describe('the first toast of a page load', () => {
  // The dev server (npm start) renders under StrictMode, which mounts the lazily loaded container twice:
  // react-toastify handed its queue to the first mount's store and lost it with that mount.
  it('shows under StrictMode, as on the dev server', async () => {
    render(
      <StrictMode>
        <FirstMessage text="Incorrect username or password." />
        <Toasts />
      </StrictMode>,
    );
    expect(await screen.findByText('Incorrect username or password.', {}, { timeout: 3000 })).toBeVisible();
  });

  it('shows without StrictMode, as in the production build', async () => {
    render(
      <>
        <FirstMessage text="Draft saved" />
        <Toasts />
      </>,
    );
    expect(await screen.findByText('Draft saved', {}, { timeout: 3000 })).toBeVisible();
  });
});
