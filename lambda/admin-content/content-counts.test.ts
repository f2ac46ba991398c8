import type { ContentChange } from '../shared/changes/content-changes';
import type { CountChange } from '../storage/site-counts';
import { ContentCounts, countChanges } from './content-counts';

/** What each content change does to the dashboard's counts (docs/data-model.md, D4). */
const at = '2026-05-01T09:00:00.000Z';

describe('countChanges', () => {
  it.each<[string, ContentChange, CountChange[]]>([
    [
      'a published post counts',
      { kind: 'post-created', boardId: 'b', postId: 'p', draft: false, createdAt: at },
      [{ name: 'posts', delta: 1, at }],
    ],
    [
      'a draft never counts',
      { kind: 'post-created', boardId: 'b', postId: 'p', draft: true, createdAt: at },
      [],
    ],
    [
      'publishing a draft counts it, on the day it is published',
      { kind: 'post-updated', boardId: 'b', postId: 'p', status: 'published', publishedAt: at },
      [{ name: 'posts', delta: 1, at }],
    ],
    ['an edit changes nothing', { kind: 'post-updated', boardId: 'b', postId: 'p', status: 'published' }, []],
    [
      'the trash uncounts it, on the day it was created',
      { kind: 'post-trashed', boardId: 'b', postId: 'p', createdAt: at },
      [{ name: 'posts', delta: -1, at }],
    ],
    [
      'a restore counts it again',
      { kind: 'post-restored', boardId: 'b', postId: 'p', createdAt: at },
      [{ name: 'posts', delta: 1, at }],
    ],
    ['a move changes nothing', { kind: 'post-moved', postId: 'p', fromBoardId: 'a', toBoardId: 'b' }, []],
    [
      'a purge takes the post’s live comments off the total',
      { kind: 'post-purged', postId: 'p', liveComments: 3 },
      [{ name: 'comments', delta: -3 }],
    ],
    [
      'a purge without live comments changes nothing',
      { kind: 'post-purged', postId: 'p', liveComments: 0 },
      [],
    ],
    ['a deleted draft changes nothing', { kind: 'draft-deleted', boardId: 'b', postId: 'p' }, []],
    [
      'a comment counts',
      { kind: 'comment-created', postId: 'p', commentId: 'c', createdAt: at },
      [{ name: 'comments', delta: 1, at }],
    ],
    [
      'a deleted comment is uncounted',
      { kind: 'comment-deleted', postId: 'p', commentId: 'c', createdAt: at },
      [{ name: 'comments', delta: -1, at }],
    ],
    [
      'a restored comment counts again',
      { kind: 'comment-restored', postId: 'p', commentId: 'c', createdAt: at },
      [{ name: 'comments', delta: 1, at }],
    ],
    [
      'a purged (deleted) comment changes nothing',
      { kind: 'comment-purged', postId: 'p', commentId: 'c' },
      [],
    ],
    ['a board changes nothing', { kind: 'board-updated', boardId: 'b' }, []],
  ])('%s', (_, change, expected) => {
    expect(countChanges(change)).toEqual(expected);
  });
});

describe('ContentCounts, the counters as a listener', () => {
  it('moves the counters once for a bulk action, and not at all for changes that count nothing', async () => {
    const calls: CountChange[][] = [];
    const counts = new ContentCounts({ count: async (changes) => void calls.push([...changes]) });
    await counts.changed(
      { kind: 'post-trashed', boardId: 'b', postId: 'p1', createdAt: at },
      { kind: 'post-trashed', boardId: 'b', postId: 'p2', createdAt: at },
    );
    await counts.changed({ kind: 'board-created', boardId: 'b' });
    expect(calls).toEqual([
      [
        { name: 'posts', delta: -1, at },
        { name: 'posts', delta: -1, at },
      ],
    ]);
  });
});
