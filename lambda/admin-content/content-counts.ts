import type { ContentChange, ContentChanges } from '../shared/changes/content-changes';
import type { CountChange, SiteCounts } from '../storage/site-counts';

/**
 * What a change does to the dashboard's counts (docs/data-model.md, D4): published posts and live comments,
 * as the admin lists hold them. A post counts once published (written so, or a draft published by an edit),
 * leaves with the trash and returns with a restore; a draft never counts. A comment counts when written,
 * leaves when deleted (kept for the trash) and returns when restored; a purge of a trashed post takes its live
 * comments with it. Moves, edits and purges of what is already out of the lists change nothing.
 */
export function countChanges(change: ContentChange): CountChange[] {
  switch (change.kind) {
    case 'post-created':
      return change.draft ? [] : [{ name: 'posts', delta: 1, at: change.createdAt }];
    case 'post-updated':
      return change.publishedAt === undefined ? [] : [{ name: 'posts', delta: 1, at: change.publishedAt }];
    case 'post-trashed':
      return [{ name: 'posts', delta: -1, at: change.createdAt }];
    case 'post-restored':
      return [{ name: 'posts', delta: 1, at: change.createdAt }];
    case 'post-purged':
      // Their creation days are not read: the totals lose them, today's count keeps any written today.
      return change.liveComments ? [{ name: 'comments', delta: -change.liveComments }] : [];
    case 'comment-created':
    case 'comment-restored':
      return [{ name: 'comments', delta: 1, at: change.createdAt }];
    case 'comment-deleted':
      return [{ name: 'comments', delta: -1, at: change.createdAt }];
    default:
      return [];
  }
}

/**
 * The dashboard's counters as a listener of content changes, beside the cache invalidations (the API wiring
 * registers both): after each write, one UpdateItem on the totals and one on today's item at most, however
 * many posts a bulk action changed. A failure is logged by the counters and never fails the write.
 */
export class ContentCounts implements ContentChanges {
  constructor(private readonly counts: Pick<SiteCounts, 'count'>) {}

  async changed(...changes: ContentChange[]): Promise<void> {
    const counted = changes.flatMap(countChanges);
    if (counted.length > 0) await this.counts.count(counted);
  }
}
