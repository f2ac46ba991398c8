import type { ContentChange, ContentChanges } from '../shared/changes/content-changes';
import { logger } from '../shared/runtime/logger';

/** The boards whose lists a change alters (a draft is in no board's list until it is published). */
function listsChangedBy(change: ContentChange): string[] {
  switch (change.kind) {
    case 'post-created':
      return change.draft ? [] : [change.boardId];
    case 'post-updated':
      return change.status === 'draft' ? [] : [change.boardId];
    case 'post-trashed':
    case 'post-restored':
      return [change.boardId];
    case 'post-moved':
      return [change.fromBoardId, change.toBoardId];
    default:
      // A purge (of a trashed post), a deleted draft, a comment restored or purged, a board: no list changes.
      return [];
  }
}

/**
 * The cache invalidations after a content write, as the listener the API wiring gives the content services
 * (lambda/shared/changes/content-changes.ts). A change to which posts a board lists (write, publish, notice
 * flag, category, trash, restore, move) drops the answers built from the old list: the board's notices this
 * instance keeps, and the home page, once per board however many of its posts a bulk action changed (the
 * numbered pages' counts change in the write's own transaction: docs/data-model.md); a change to
 * a board's settings drops the board record this instance keeps. A failure here is logged, not answered: the
 * write happened, and the entries expire within a minute anyway.
 */
export class ListChanges implements ContentChanges {
  constructor(
    private readonly pages: { invalidate(boardId: string): Promise<void> },
    private readonly home: { invalidate(): Promise<void> },
    private readonly boards: { forget(boardId: string): void },
  ) {}

  async changed(...changes: ContentChange[]): Promise<void> {
    const boardIds = new Set(changes.flatMap(listsChangedBy));
    for (const change of changes) {
      if (change.kind === 'board-updated' || change.kind === 'board-deleted')
        this.boards.forget(change.boardId);
    }
    if (boardIds.size === 0) return;
    try {
      await Promise.all([...[...boardIds].map((id) => this.pages.invalidate(id)), this.home.invalidate()]);
    } catch (error) {
      logger.warn('Could not drop cached lists after a change', { boardIds: [...boardIds], error });
    }
  }
}
