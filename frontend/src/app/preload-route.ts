import { moduleLoaders } from './modules';
import { boardRoute, loadPostPage } from './modules/public/board-route';
import { loadHomeScreen } from './routes/home-page';

const publicLoaders: Readonly<Record<string, () => Promise<unknown>>> = moduleLoaders.public;

/**
 * Starts downloading the code of the screen at `pathname` (the home screen, or a public module's), so it
 * arrives while /config.json and the entry are still loading instead of after the shell has rendered.
 * React.lazy later asks for the same module and gets the download already under way. The admin portal is
 * left out: only administrators see it, and whether the visitor is one is known only later.
 */
export function preloadRouteCode(pathname: string): void {
  const name = pathname.split('/').find(Boolean)?.toLowerCase();
  // Object.hasOwn: path segments such as "constructor" are not modules.
  const load =
    name === undefined
      ? loadHomeScreen
      : Object.hasOwn(publicLoaders, name)
        ? publicLoaders[name]
        : undefined;
  // A failure shows when the route renders (React.lazy asks again); nothing to report here.
  load?.().catch(() => undefined);
  // A post's own chunk too, beside the board module's rather than after it.
  if (name === 'board') {
    const [module = '', action, id, tabPage, tabPageAction] = pathname.split('/').filter(Boolean);
    if (boardRoute({ module, action, id, tabPage, tabPageAction }).kind === 'post')
      loadPostPage().catch(() => undefined);
  }
}
