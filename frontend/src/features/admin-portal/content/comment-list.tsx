import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAdminClient } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { Pager } from '../components/pager';
import { SelectableTable } from '../components/selectable-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import {
  contentKeys,
  deleteComment,
  formatDate,
  useAdminComments,
  useBoards,
  type AdminComment,
} from './api';
import { ContentFilters, toApiFilter, type ContentFilterValues } from './content-filters';

const STATUSES = [
  ['live', 'Published'],
  ['deleted', 'In the trash'],
] as const;

const INITIAL: ContentFilterValues = { boardId: 'all', status: 'live', searchIn: 'text', query: '' };

/** /admin/comment/list: every comment across boards, newest first, with bulk trash. */
export function CommentList() {
  const client = useAdminClient();
  const [filter, setFilter] = useState(INITIAL);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const boards = useBoards();
  const status = filter.status === 'deleted' ? 'deleted' : 'live';
  const comments = useAdminComments(status, toApiFilter(filter, pages.nextToken));
  const boardName = (id: string) => boards.data?.find((b) => b.id === id)?.name ?? id;

  const trash = useAdminAction({
    // No bulk route for comments: one DELETE each (the same one authors use), in turn.
    run: async (ids: string[]) => {
      for (const id of ids) await deleteComment(client, id);
      return ids.length;
    },
    success: (count) => `${count} comment(s) moved to the trash.`,
    invalidate: [contentKeys.comments, contentKeys.dashboard],
    onDone: () => setSelected(new Set()),
    onFailed: () => setSelected(new Set()),
  });

  const rows = comments.data?.items ?? [];
  return (
    <AdminPage
      title="Comment"
      actions={
        <>
          <Button component={RouterLink} to="/admin/trash/list">
            Trash
          </Button>
          <Button component={RouterLink} to="/admin/board/list">
            Boards
          </Button>
        </>
      }
    >
      <ContentFilters
        boards={boards.data ?? []}
        statuses={STATUSES}
        textLabel="Text"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setSelected(new Set());
          pages.reset();
        }}
      />
      <Paper sx={{ p: 1 }}>
        {status === 'live' && (
          <Box
            role="toolbar"
            aria-label="Selected comments"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}
          >
            <Typography sx={{ fontSize: '0.875rem' }}>{selected.size} selected</Typography>
            <Button
              variant="outlined"
              color="secondary"
              disabled={selected.size === 0 || trash.isPending}
              onClick={() => trash.mutate([...selected])}
            >
              Move to trash
            </Button>
          </Box>
        )}
        <ListState
          loading={comments.isPending}
          error={comments.error}
          empty={rows.length === 0}
          emptyText={
            comments.data?.nextToken
              ? 'No matching comments on this page; try the next page.'
              : 'No comments match.'
          }
          onRetry={() => void comments.refetch()}
        >
          <SelectableTable<AdminComment>
            label="Comments"
            rows={rows}
            rowKey={(c) => c.id}
            rowLabel={(c) =>
              `comment by ${c.authorNickName}: ${(c.body || c.removedBody || '').slice(0, 40)}`
            }
            selected={status === 'live' ? selected : undefined}
            onSelectedChange={status === 'live' ? setSelected : undefined}
            columns={[
              {
                header: 'Comment',
                cell: (c) => (
                  <Link href={`/board/${c.boardId}/${c.postId}#comment-${c.id}`}>
                    {(c.body || c.removedBody || '(empty)').slice(0, 120)}
                  </Link>
                ),
              },
              { header: 'Board', cell: (c) => boardName(c.boardId), wide: true },
              {
                header: 'Author',
                cell: (c) => (
                  <Link component={RouterLink} to={`/admin/member/view/${c.authorId}`}>
                    {c.authorNickName}
                  </Link>
                ),
              },
              { header: 'Date', cell: (c) => formatDate(c.createdAt), wide: true },
            ]}
          />
        </ListState>
        <Pager
          pageNumber={pages.pageNumber}
          nextToken={comments.data?.nextToken}
          onPrevious={pages.previous}
          onNext={pages.next}
        />
      </Paper>
    </AdminPage>
  );
}
