import type { AdminPost } from '@contracts/post-answers';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { SmallSelect } from '@/components/small-select';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from '../api/admin-query-keys';
import { useAdminPosts } from '../api/get-admin-posts';
import { useMovePosts } from '../api/move-posts';
import { useTrashPosts } from '../api/trash-posts';
import { ContentListPage, ContentTable, useContentList } from './content-list-page';
import { postTitleColumn } from './post-link';
import { ReportedPosts } from './reported-posts';
import { plural } from '@/lib/plural';

const STATUSES = [
  ['published', 'Published'],
  ['reported', 'Reported'],
  ['trashed', 'In the trash'],
] as const;

/** /admin/post/list: every post across boards, newest first, with bulk trash and bulk move. */
export function PostList() {
  const trashPosts = useTrashPosts();
  const movePosts = useMovePosts();
  const list = useContentList(STATUSES);
  const { filter, selected, boardName } = list;
  const [moveTo, setMoveTo] = useState('');
  const status = filter.status === 'trashed' ? 'trashed' : 'published';
  const posts = useAdminPosts(status, list.apiFilter);

  const invalidate = [adminKeys.posts, adminKeys.dashboard];
  const trash = useAdminAction({
    run: (ids: string[]) => trashPosts(ids),
    success: (result) =>
      `${plural(result.trashed.length, 'post')} moved to the trash.${result.missing.length > 0 ? ` ${plural(result.missing.length, 'was', 'were')} already gone.` : ''}`,
    invalidate,
    onDone: list.clearSelection,
  });
  const move = useAdminAction({
    run: ({ ids, boardId }: { ids: string[]; boardId: string }) => movePosts(ids, boardId),
    success: (result, input) =>
      `${plural(result.moved.length, 'post')} moved to ${boardName(input.boardId)}.${result.missing.length > 0 ? ` ${plural(result.missing.length, 'was', 'were')} not found.` : ''}`,
    invalidate,
    onDone: list.clearSelection,
  });

  const ids = [...selected];

  return (
    <ContentListPage title="Post" list={list} textLabel="Title">
      {filter.status === 'reported' ? (
        <ReportedPosts boardId={filter.boardId === 'all' ? undefined : filter.boardId} />
      ) : (
        <ContentTable<AdminPost>
          list={list}
          query={posts}
          noun="post"
          selectable={status === 'published'}
          trash={trash}
          moreActions={
            <>
              <SmallSelect
                label="Move to board"
                value={moveTo}
                options={list.boards.map((board) => [board.id, board.name] as const)}
                onChange={setMoveTo}
                sx={{ minWidth: 150 }}
              />
              <Button
                variant="outlined"
                disabled={selected.size === 0 || !moveTo || move.isPending}
                onClick={() => move.mutate({ ids, boardId: moveTo })}
              >
                Move
              </Button>
            </>
          }
          rowLabel={(p) => `post ${p.title}`}
          itemColumn={postTitleColumn((p) => p.id)}
          moreColumns={[{ header: 'Views', cell: (p) => p.views ?? 0, wide: true }]}
        />
      )}
    </ContentListPage>
  );
}
