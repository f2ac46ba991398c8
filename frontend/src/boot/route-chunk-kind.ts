import { accountScreenOfPath, moduleOfPath } from '@/app/first-reads';
import { boardRouteOfPath } from '@/app/modules/public/board-path';

/**
 * The kind of the address `pathname` for the boot script's preloads (src/boot/boot.ts): `home`, `board-list`,
 * `board-post`, `member/signup` or `member/resetpassword` (the member module loads each screen's code on its
 * own), another public module's name, or '' (the board's editor, which loads on its own). The build maps each
 * kind to the chunks that page renders first (ROUTE_MODULES in frontend/vite.config.mts).
 */
export function routeChunkKind(pathname: string): string {
  const module = moduleOfPath(pathname);
  if (module === undefined) return 'home';
  if (module === 'member') {
    // The account screens a guest opens have their own kinds; a member's screens preload the module only.
    const screen = accountScreenOfPath(pathname);
    return screen ? `member/${screen}` : 'member';
  }
  if (module !== 'board') return module;
  const kind = boardRouteOfPath(pathname)?.kind;
  return kind === 'list' ? 'board-list' : kind === 'post' ? 'board-post' : '';
}
