import { moduleOfPath } from './first-reads';
import { preloadModule } from './modules';
import { boardRouteOfPath } from './modules/public/board-path';
import { listPageCode, postPageCode } from './modules/public/board-route';
import { markdownCode } from '@/components/content/markdown-code';
import { homeScreenCode } from './routes/home-page';

/**
 * Starts downloading the code of the screen at `pathname` (the home screen, or a public module's, and a
 * board's list or post page), so it arrives while /config.json and the entry are still loading instead of
 * after the shell has rendered. Settles when that code has arrived or failed: main.tsx renders the first
 * time after it, so the screen renders at once instead of suspending (lib/preloadable.ts says why that
 * matters). A failure is not reported here: the screen's lazy component asks again when it renders, and
 * shows the error. The admin portal is left out: only administrators see it, and whether the visitor is one
 * is known only later.
 */
export function preloadRouteCode(pathname: string): Promise<void> {
  const name = moduleOfPath(pathname);
  const loads: (Promise<unknown> | undefined)[] = [
    name === undefined ? homeScreenCode.load() : preloadModule('public', name),
  ];
  // Articles are mostly Markdown (the site's own pages): its renderer comes with the article's code.
  if (name === 'article') loads.push(markdownCode.load());
  const kind = boardRouteOfPath(pathname)?.kind;
  if (kind === 'list') loads.push(listPageCode.load());
  if (kind === 'post') loads.push(postPageCode.load());
  return Promise.allSettled(loads).then(() => undefined);
}
