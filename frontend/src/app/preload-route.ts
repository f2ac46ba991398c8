import { preloadModule } from './modules';
import { boardRoute, postPageCode } from './modules/public/board-route';
import { homeScreenCode } from './routes/home-page';

/**
 * Starts downloading the code of the screen at `pathname` (the home screen, or a public module's, and a
 * post's own chunk), so it arrives while /config.json and the entry are still loading instead of after the
 * shell has rendered. Settles when that code has arrived or failed: main.tsx renders the first time after
 * it, so the screen renders at once instead of suspending (lib/preloadable.ts says why that matters). A
 * failure is not reported here: the screen's lazy component asks again when it renders, and shows the error.
 * The admin portal is left out: only administrators see it, and whether the visitor is one is known only later.
 */
export function preloadRouteCode(pathname: string): Promise<void> {
  const segments = pathname.split('/').filter(Boolean);
  const name = segments[0]?.toLowerCase();
  const loads: (Promise<unknown> | undefined)[] = [
    name === undefined ? homeScreenCode.load() : preloadModule('public', name),
  ];
  if (name === 'board') {
    const [module = '', action, id, tabPage, tabPageAction] = segments;
    if (boardRoute({ module, action, id, tabPage, tabPageAction }).kind === 'post')
      loads.push(postPageCode.load());
  }
  return Promise.allSettled(loads).then(() => undefined);
}
