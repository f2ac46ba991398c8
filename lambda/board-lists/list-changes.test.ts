import type { ContentChange } from '../shared/changes/content-changes';
import { ListChanges } from './list-changes';

/** Which cached answers each content change drops (the API's listener, lambda/apis/post-api.ts). */
function listener(failing = false) {
  const dropped: string[] = [];
  const changes = new ListChanges(
    {
      invalidate: async (boardId) => {
        if (failing) throw new Error('The cache table is busy');
        dropped.push(`pages:${boardId}`);
      },
    },
    { invalidate: async () => void dropped.push('home') },
    { forget: (boardId) => void dropped.push(`board:${boardId}`) },
  );
  return { changes, dropped };
}

/** A change's name in a test title: its kind, and whether it concerns a draft. */
const named = (change: ContentChange) =>
  `${change.kind}${('draft' in change && change.draft) || ('status' in change && change.status === 'draft') ? ' (a draft)' : ''}`;

describe('ListChanges, the cache invalidations after a content write', () => {
  it.each(
    (
      [
        [{ kind: 'post-created', boardId: 'free', postId: 'p', draft: false }, ['pages:free', 'home']],
        [{ kind: 'post-created', boardId: 'free', postId: 'p', draft: true }, []],
        [{ kind: 'post-updated', boardId: 'free', postId: 'p', status: 'published' }, ['pages:free', 'home']],
        [{ kind: 'post-updated', boardId: 'free', postId: 'p', status: 'draft' }, []],
        [{ kind: 'post-trashed', boardId: 'free', postId: 'p' }, ['pages:free', 'home']],
        [{ kind: 'post-restored', boardId: 'free', postId: 'p' }, ['pages:free', 'home']],
        [
          { kind: 'post-moved', postId: 'p', fromBoardId: 'free', toBoardId: 'qna' },
          ['pages:free', 'pages:qna', 'home'],
        ],
        [{ kind: 'post-purged', postId: 'p' }, []],
        [{ kind: 'draft-deleted', boardId: 'free', postId: 'p' }, []],
        [{ kind: 'comment-restored', postId: 'p', commentId: 'c' }, []],
        [{ kind: 'board-created', boardId: 'new' }, []],
        [{ kind: 'board-updated', boardId: 'free' }, ['board:free']],
        [{ kind: 'board-deleted', boardId: 'free' }, ['board:free']],
      ] as [ContentChange, string[]][]
    ).map(([change, expected]) => [named(change), change, expected] as const),
  )('%s drops the caches it makes stale', async (_, change, expected) => {
    const { changes, dropped } = listener();
    await changes.changed(change);
    expect(dropped.sort()).toEqual(expected.sort());
  });

  it('drops each board and the home page once for a bulk action', async () => {
    const { changes, dropped } = listener();
    await changes.changed(
      { kind: 'post-trashed', boardId: 'free', postId: 'p1' },
      { kind: 'post-trashed', boardId: 'free', postId: 'p2' },
      { kind: 'post-moved', postId: 'p3', fromBoardId: 'qna', toBoardId: 'free' },
    );
    expect(dropped.sort()).toEqual(['home', 'pages:free', 'pages:qna']);
  });

  it('logs a failed invalidation instead of failing the write it follows', async () => {
    const { changes } = listener(true);
    await expect(
      changes.changed({ kind: 'post-trashed', boardId: 'free', postId: 'p' }),
    ).resolves.toBeUndefined();
  });
});
