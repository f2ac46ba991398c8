import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { SmallSelect } from '@/components/small-select';
import { useAdminClient } from '../api/admin-api';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { SelectionToolbar } from '../components/selection-toolbar';
import { useAdminAction } from '../hooks/use-admin-action';
import { contentKeys, formatDate, movePosts, trashPosts, useAdminPosts, type AdminPost } from './api';
import { toApiFilter, type ContentFilterValues } from './content-filters';
import { ContentListPage, useContentList } from './content-list-page';
import { ReportedPosts } from './reported-posts';

const STATUSES = [
  ['published', 'Published'],
  ['reported', 'Reported'],
  ['trashed', 'In the trash'],
] as const;

const INITIAL: ContentFilterValues = { boardId: 'all', status: 'published', searchIn: 'text', query: '' };

/** /admin/post/list: every post across boards, newest first, with bulk trash and bulk move. */
export function PostList() {
  const client = useAdminClient();
  const list = useContentList(INITIAL);
  const { filter, pages, selected, boardName } = list;
  const [moveTo, setMoveTo] = useState('');
  const status = filter.status === 'trashed' ? 'trashed' : 'published';
  const posts = useAdminPosts(status, toApiFilter(filter, pages.nextToken));

  const invalidate = [contentKeys.posts, contentKeys.dashboard];
  const trash = useAdminAction({
    run: (ids: string[]) => trashPosts(client, ids),
    success: (result) =>
      `${result.trashed.length} post(s) moved to the trash.${result.missing.length > 0 ? ` ${result.missing.length} were already gone.` : ''}`,
    invalidate,
    onDone: list.clearSelection,
  });
  const move = useAdminAction({
    run: ({ ids, boardId }: { ids: string[]; boardId: string }) => movePosts(client, ids, boardId),
    success: (result, input) =>
      `${result.moved.length} post(s) moved to ${boardName(input.boardId)}.${result.missing.length > 0 ? ` ${result.missing.length} were not found.` : ''}`,
    invalidate,
    onDone: list.clearSelection,
  });

  const rows = posts.data?.items ?? [];
  const ids = [...selected];

  return (
    <ContentListPage title="Post" list={list} statuses={STATUSES} textLabel="Title">
      {filter.status === 'reported' ? (
        <ReportedPosts boardId={filter.boardId === 'all' ? undefined : filter.boardId} />
      ) : (
        <Paper sx={{ p: 1 }}>
          {status === 'published' && (
            <SelectionToolbar label="Selected posts" count={selected.size}>
              <Button
                variant="outlined"
                color="secondary"
                disabled={selected.size === 0 || trash.isPending}
                onClick={() => trash.mutate(ids)}
              >
                Move to trash
              </Button>
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
            </SelectionToolbar>
          )}
          <PagedTable<AdminPost>
            query={posts}
            pages={pages}
            emptyText={
              posts.data?.nextToken ? 'No matching posts on this page; try the next page.' : 'No posts match.'
            }
            label="Posts"
            rows={rows}
            rowKey={(p) => p.id}
            rowLabel={(p) => `post ${p.title}`}
            selected={status === 'published' ? selected : undefined}
            onSelectedChange={status === 'published' ? list.setSelected : undefined}
            columns={[
              {
                header: 'Title',
                cell: (p) => <Link href={`/board/${p.boardId}/${p.id}`}>{p.title}</Link>,
              },
              { header: 'Board', cell: (p) => boardName(p.boardId), wide: true },
              {
                header: 'Author',
                cell: (p) => <MemberLink userId={p.authorId}>{p.authorNickName}</MemberLink>,
              },
              { header: 'Views', cell: (p) => p.views ?? 0, wide: true },
              { header: 'Date', cell: (p) => formatDate(p.createdAt), wide: true },
            ]}
          />
        </Paper>
      )}
    </ContentListPage>
  );
}
