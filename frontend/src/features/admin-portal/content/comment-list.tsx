import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useAdminClient } from '../api/admin-api';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { SelectionToolbar } from '../components/selection-toolbar';
import { useAdminAction } from '../hooks/use-admin-action';
import { contentKeys, deleteComment, formatDate, useAdminComments, type AdminComment } from './api';
import { toApiFilter, type ContentFilterValues } from './content-filters';
import { ContentListPage, useContentList } from './content-list-page';

const STATUSES = [
  ['live', 'Published'],
  ['deleted', 'In the trash'],
] as const;

const INITIAL: ContentFilterValues = { boardId: 'all', status: 'live', searchIn: 'text', query: '' };

/** /admin/comment/list: every comment across boards, newest first, with bulk trash. */
export function CommentList() {
  const client = useAdminClient();
  const list = useContentList(INITIAL);
  const { pages, selected } = list;
  const status = list.filter.status === 'deleted' ? 'deleted' : 'live';
  const comments = useAdminComments(status, toApiFilter(list.filter, pages.nextToken));

  const trash = useAdminAction({
    // No bulk route for comments: one DELETE each (the same one authors use), in turn.
    run: async (ids: string[]) => {
      for (const id of ids) await deleteComment(client, id);
      return ids.length;
    },
    success: (count) => `${count} comment(s) moved to the trash.`,
    invalidate: [contentKeys.comments, contentKeys.dashboard],
    onDone: list.clearSelection,
    onFailed: list.clearSelection,
  });

  const rows = comments.data?.items ?? [];
  return (
    <ContentListPage title="Comment" list={list} statuses={STATUSES} textLabel="Text">
      <Paper sx={{ p: 1 }}>
        {status === 'live' && (
          <SelectionToolbar label="Selected comments" count={selected.size}>
            <Button
              variant="outlined"
              color="secondary"
              disabled={selected.size === 0 || trash.isPending}
              onClick={() => trash.mutate([...selected])}
            >
              Move to trash
            </Button>
          </SelectionToolbar>
        )}
        <PagedTable<AdminComment>
          query={comments}
          pages={pages}
          emptyText={
            comments.data?.nextToken
              ? 'No matching comments on this page; try the next page.'
              : 'No comments match.'
          }
          label="Comments"
          rows={rows}
          rowKey={(c) => c.id}
          rowLabel={(c) => `comment by ${c.authorNickName}: ${(c.body || c.removedBody || '').slice(0, 40)}`}
          selected={status === 'live' ? selected : undefined}
          onSelectedChange={status === 'live' ? list.setSelected : undefined}
          columns={[
            {
              header: 'Comment',
              cell: (c) => (
                <Link href={`/board/${c.boardId}/${c.postId}#comment-${c.id}`}>
                  {(c.body || c.removedBody || '(empty)').slice(0, 120)}
                </Link>
              ),
            },
            { header: 'Board', cell: (c) => list.boardName(c.boardId), wide: true },
            {
              header: 'Author',
              cell: (c) => <MemberLink userId={c.authorId}>{c.authorNickName}</MemberLink>,
            },
            { header: 'Date', cell: (c) => formatDate(c.createdAt), wide: true },
          ]}
        />
      </Paper>
    </ContentListPage>
  );
}
