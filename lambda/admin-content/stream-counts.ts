import type { ChangeConsumer, ItemChange } from '../shared/stream/item-changes';
import { commentKeys } from '../storage/keys/comment-keys';
import { postKeys } from '../storage/keys/post-keys';
import type { CountChange, SiteCounts } from '../storage/site-counts';

/**
 * What an item's change does to the dashboard's counts (docs/data-model.md, D4), read from the item before and
 * after: a post counts while it is published (a draft never; the trash takes it out, a restore puts it back, a
 * move or an edit changes nothing), a comment while it is not deleted; a purge removes the post's items one by
 * one, so each live comment leaves the count as it goes. The day is the item's `createdAt` (a draft takes its
 * publication time as `createdAt` when it is published).
 */
export function countsOfChange(change: ItemChange): CountChange[] {
  const kind =
    change.sk === postKeys.metaSortKey && change.pk.startsWith('POST#')
      ? 'posts'
      : change.sk.startsWith(commentKeys.prefix) && isComment(change)
        ? 'comments'
        : undefined;
  if (!kind) return [];
  const counted = (item: Readonly<Record<string, unknown>> | undefined) =>
    item === undefined ? false : kind === 'posts' ? item.status === 'published' : item.deleted === false;
  const delta = Number(counted(change.after)) - Number(counted(change.before));
  if (delta === 0) return [];
  const at = (delta > 0 ? change.after : change.before)?.createdAt;
  return [{ name: kind, delta, ...(typeof at === 'string' ? { at } : {}) }];
}

/** A comment item (its reply threads share the prefix; votes and reports on comments have sort keys of their own). */
function isComment(change: ItemChange): boolean {
  return typeof (change.after ?? change.before)?.deleted === 'boolean';
}

/**
 * The dashboard's counters as a consumer of the content table's stream: one UpdateItem per counted change.
 * At least once: a record handed again after a failure (of this consumer or another after it) counts again,
 * the drift `npm run recount` puts right (docs/operations.md); a failure of the counters themselves is
 * retried rather than lost.
 */
export class StreamCounts implements ChangeConsumer {
  readonly name = 'dashboard counters';

  constructor(private readonly counts: Pick<SiteCounts, 'add'>) {}

  async consume(change: ItemChange): Promise<void> {
    const counted = countsOfChange(change);
    if (counted.length > 0) await this.counts.add(counted);
  }
}
