/**
 * The editor's auto-saved text on this device (docs/rich-text.md, "Auto-save"): kept in localStorage under a key
 * that names the member, so the text a member was writing is theirs alone. Signing out removes every such text,
 * and a member's session removes the ones other members left on a shared browser (closed without signing out),
 * so no one at the same browser reads what someone else was writing.
 */
const PREFIX = 'editor-autosave:';

/** One slot per member (their `sub`), board and post ("new" for a post not yet saved), so texts never mix. */
export function autoSaveKey(userId: string, boardId: string, postId: string | undefined): string {
  return `${PREFIX}${userId}:${boardId}:${postId ?? 'new'}`;
}

/** Removes the auto-saved texts on this device: all of them, or all but `except`'s own. */
export function clearDeviceDrafts(options: { except?: string } = {}): void {
  try {
    const keep = options.except === undefined ? null : `${PREFIX}${options.except}:`;
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX) && (keep === null || !key.startsWith(keep))) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept either.
  }
}
