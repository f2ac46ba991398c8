import { logger } from '../runtime/logger';

/**
 * What a content write changed, as the service that made it publishes it once the write has succeeded (a write
 * that failed publishes nothing). Listeners act on it after the write: the list and board caches of the
 * function that wrote (lambda/board-lists/list-changes.ts) and the report summaries of moved posts
 * (lambda/reports/report-service.ts). This is the in-process seam, for what must have happened before the
 * request is answered; effects that may come later (the dashboard's counters, notifications, search) read the
 * table's change stream instead (docs/architecture.md, "Effects after a write").
 *
 * `createdAt` (a post's or comment's creation time) is what the counters need to know whether the change moves
 * today's count; a change without it moves the totals only.
 */
export type ContentChange =
  /** A post or a draft was written for the first time. */
  | {
      readonly kind: 'post-created';
      readonly boardId: string;
      readonly postId: string;
      readonly draft: boolean;
      readonly createdAt?: string;
    }
  /** A post or a draft was edited (a draft may have been published by it). */
  | {
      readonly kind: 'post-updated';
      readonly boardId: string;
      readonly postId: string;
      readonly status: 'published' | 'draft';
      /** Set when this edit published a draft: the publication time, the post's createdAt from now on. */
      readonly publishedAt?: string;
    }
  /** A published post moved to the trash (by its author or an admin). */
  | {
      readonly kind: 'post-trashed';
      readonly boardId: string;
      readonly postId: string;
      readonly createdAt?: string;
    }
  /** A trashed post was put back in its board's lists. */
  | {
      readonly kind: 'post-restored';
      readonly boardId: string;
      readonly postId: string;
      readonly createdAt?: string;
    }
  /** A post moved from one board to another. */
  | {
      readonly kind: 'post-moved';
      readonly postId: string;
      readonly fromBoardId: string;
      readonly toBoardId: string;
    }
  /** A trashed post was removed for good, with its partition (its live comments among it). */
  | { readonly kind: 'post-purged'; readonly postId: string; readonly liveComments?: number }
  /** A draft was deleted for good by its author. */
  | { readonly kind: 'draft-deleted'; readonly boardId: string; readonly postId: string }
  /** A comment or reply was written, deleted (kept for the trash) or put back from the trash. */
  | {
      readonly kind: 'comment-created' | 'comment-deleted' | 'comment-restored';
      readonly postId: string;
      readonly commentId: string;
      readonly createdAt?: string;
    }
  /** A deleted comment was removed for good. */
  | { readonly kind: 'comment-purged'; readonly postId: string; readonly commentId: string }
  /** A board was created, its settings replaced, or it was deleted. */
  | { readonly kind: 'board-created' | 'board-updated' | 'board-deleted'; readonly boardId: string };

/**
 * Told of every change a content service makes, after the write and before the service answers; a bulk action
 * tells its changes in one call, so a listener can act once per board. A listener does not fail the write it
 * hears about: the write has happened, so it handles (logs) its own failures.
 */
export interface ContentChanges {
  changed(...changes: ContentChange[]): Promise<void>;
}

/** For services that nobody listens to (tests of the service alone). */
export const unheardChanges: ContentChanges = { changed: async () => undefined };

/**
 * Several listeners as one: each is told every change, side by side. Each handles its own failures (above); one
 * that throws all the same is logged here, so the others still act and the write still stands.
 */
export function allListeners(...listeners: ContentChanges[]): ContentChanges {
  return {
    changed: async (...changes) => {
      await Promise.all(
        listeners.map((listener) =>
          listener.changed(...changes).catch((error: unknown) => {
            logger.warn('A listener of content changes failed', { kinds: changes.map((c) => c.kind), error });
          }),
        ),
      );
    },
  };
}
