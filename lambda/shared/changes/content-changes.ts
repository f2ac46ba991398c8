/**
 * What a content write changed, as the service that made it publishes it once the write has succeeded (a write
 * that failed publishes nothing). Listeners act on it after the write: today the list and board caches of the
 * function that wrote (lambda/board-lists/list-changes.ts). This is the in-process seam, for what must have
 * happened before the request is answered; effects that may come later (notifications, search) read the
 * table's stream instead (docs/architecture.md, "Effects after a write").
 */
export type ContentChange =
  /** A post or a draft was written for the first time. */
  | {
      readonly kind: 'post-created';
      readonly boardId: string;
      readonly postId: string;
      readonly draft: boolean;
    }
  /** A post or a draft was edited (a draft may have been published by it). */
  | {
      readonly kind: 'post-updated';
      readonly boardId: string;
      readonly postId: string;
      readonly status: 'published' | 'draft';
    }
  /** A published post moved to the trash (by its author or an admin). */
  | { readonly kind: 'post-trashed'; readonly boardId: string; readonly postId: string }
  /** A trashed post was put back in its board's lists. */
  | { readonly kind: 'post-restored'; readonly boardId: string; readonly postId: string }
  /** A post moved from one board to another. */
  | {
      readonly kind: 'post-moved';
      readonly postId: string;
      readonly fromBoardId: string;
      readonly toBoardId: string;
    }
  /** A trashed post was removed for good, with its partition. */
  | { readonly kind: 'post-purged'; readonly postId: string }
  /** A draft was deleted for good by its author. */
  | { readonly kind: 'draft-deleted'; readonly boardId: string; readonly postId: string }
  /** A deleted comment was put back, or removed for good. */
  | {
      readonly kind: 'comment-restored' | 'comment-purged';
      readonly postId: string;
      readonly commentId: string;
    }
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

/** For services that nobody listens to (the seed, tests of the service alone). */
export const unheardChanges: ContentChanges = { changed: async () => undefined };
