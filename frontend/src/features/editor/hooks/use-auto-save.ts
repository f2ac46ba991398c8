import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the text being written is kept on the device while it changes (as Rhymix's auto-save). */
export const AUTO_SAVE_INTERVAL_MS = 60_000;

/** What is kept: enough to put the form back as it was. */
export interface AutoSaveSnapshot {
  readonly title: string;
  readonly category: string;
  readonly isNotice: boolean;
  /** The tags field's text (comma-separated); empty in what was kept before the field existed. */
  readonly tags: string;
  /** The stored rich-text format (contracts/rich-text.ts). */
  readonly doc: unknown;
  readonly savedAt: string;
}

// Keyed by member and cleared on sign-out in one place (lib/device-drafts.ts), which the session also uses.
export { autoSaveKey } from '@/lib/device-drafts';

export function readAutoSave(key: string): AutoSaveSnapshot | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AutoSaveSnapshot>;
    if (typeof value.title !== 'string' || typeof value.savedAt !== 'string' || !value.doc) return null;
    return {
      title: value.title,
      category: typeof value.category === 'string' ? value.category : '',
      isNotice: value.isNotice === true,
      tags: typeof value.tags === 'string' ? value.tags : '',
      doc: value.doc,
      savedAt: value.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearAutoSave(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept either.
  }
}

/**
 * Every minute, if the text changed since the last time, keeps it in localStorage under `key`. `revision`
 * grows with each edit; `snapshot` reads the current form. Answers when it last kept the text.
 */
export function useAutoSave(
  key: string | null,
  revision: number,
  snapshot: () => Omit<AutoSaveSnapshot, 'savedAt'>,
) {
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const pending = useRef(false);
  const read = useRef(snapshot);
  useEffect(() => {
    read.current = snapshot;
  });
  useEffect(() => {
    if (revision > 0) pending.current = true;
  }, [revision]);

  useEffect(() => {
    if (!key) return undefined;
    const timer = window.setInterval(() => {
      if (!pending.current) return;
      const at = new Date();
      try {
        window.localStorage.setItem(key, JSON.stringify({ ...read.current(), savedAt: at.toISOString() }));
        pending.current = false;
        setLastSavedAt(at);
      } catch {
        // Full or blocked storage: the explicit "Save as draft" still works.
      }
    }, AUTO_SAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [key]);

  const clear = useCallback(() => {
    pending.current = false;
    if (key) clearAutoSave(key);
  }, [key]);

  return { lastSavedAt, clear };
}
