import type { BoardAccess } from '@contracts/board';

/** Who is looking, as the app's session gives it (null: a guest). Drives what the screens offer. */
export interface Viewer {
  readonly userId: string;
  readonly nickName: string | null;
  readonly isAdmin: boolean;
}

/**
 * Whether the viewer may do something a board grants to `access`. Writing and commenting always need an
 * account, even where a board is open to guests (the server has no anonymous posting).
 */
export function mayAccess(access: BoardAccess, viewer: Viewer | null, needsAccount = false): boolean {
  if (access === 'admin') return viewer?.isAdmin ?? false;
  if (access === 'member' || needsAccount) return viewer !== null;
  return true;
}

/** Part of every query key whose answer depends on who asks. */
export function viewerKey(viewer: Viewer | null): string {
  return viewer?.userId ?? 'guest';
}
