import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
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
  formatDate,
  movePosts,
  trashPosts,
  useAdminPosts,
  useBoards,
  type AdminPost,
} from './api';
import { ContentFilters, toApiFilter, type ContentFilterValues } from './content-filters';
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
  const [filter, setFilter] = useState(INITIAL);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moveTo, setMoveTo] = useState('');
  const boards = useBoards();
  const status = filter.status === 'trashed' ? 'trashed' : 'published';
  const posts = useAdminPosts(status, toApiFilter(filter, pages.nextToken));
  const boardName = (id: string) => boards.data?.find((b) => b.id === id)?.name ?? id;

  const invalidate = [contentKeys.posts, contentKeys.dashboard];
  const trash = useAdminAction({
    run: (ids: string[]) => trashPosts(client, ids),
    success: (result) =>
      `${result.trashed.length} post(s) moved to the trash.${result.missing.length > 0 ? ` ${result.missing.length} were already gone.` : ''}`,
    invalidate,
    onDone: () => setSelected(new Set()),
  });
  const move = useAdminAction({
    run: ({ ids, boardId }: { ids: string[]; boardId: string }) => movePosts(client, ids, boardId),
    success: (result, input) =>
      `${result.moved.length} post(s) moved to ${boardName(input.boardId)}.${result.missing.length > 0 ? ` ${result.missing.length} were not found.` : ''}`,
    invalidate,
    onDone: () => setSelected(new Set()),
  });

  function changeFilter(next: ContentFilterValues) {
    setFilter(next);
    setSelected(new Set());
    pages.reset();
  }

  const rows = posts.data?.items ?? [];
  const ids = [...selected];

  return (
    <AdminPage
      title="Post"
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
        textLabel="Title"
        value={filter}
        onChange={changeFilter}
      />
      {filter.status === 'reported' ? (
        <ReportedPosts boardId={filter.boardId === 'all' ? undefined : filter.boardId} />
      ) : (
        <Paper sx={{ p: 1 }}>
          {status === 'published' && (
            <Box
              role="toolbar"
              aria-label="Selected posts"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
            >
              <Typography sx={{ fontSize: '0.875rem' }}>{selected.size} selected</Typography>
              <Button
                variant="outlined"
                color="secondary"
                disabled={selected.size === 0 || trash.isPending}
                onClick={() => trash.mutate(ids)}
              >
                Move to trash
              </Button>
              <TextField
                select
                size="small"
                label="Move to board"
                value={moveTo}
                onChange={(e) => setMoveTo(e.target.value)}
                sx={{ minWidth: 150 }}
              >
                {(boards.data ?? []).map((board) => (
                  <MenuItem key={board.id} value={board.id}>
                    {board.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={selected.size === 0 || !moveTo || move.isPending}
                onClick={() => move.mutate({ ids, boardId: moveTo })}
              >
                Move
              </Button>
            </Box>
          )}
          <ListState
            loading={posts.isPending}
            error={posts.error}
            empty={rows.length === 0}
            emptyText={
              posts.data?.nextToken ? 'No matching posts on this page; try the next page.' : 'No posts match.'
            }
            onRetry={() => void posts.refetch()}
          >
            <SelectableTable<AdminPost>
              label="Posts"
              rows={rows}
              rowKey={(p) => p.id}
              rowLabel={(p) => `post ${p.title}`}
              selected={status === 'published' ? selected : undefined}
              onSelectedChange={status === 'published' ? setSelected : undefined}
              columns={[
                {
                  header: 'Title',
                  cell: (p) => <Link href={`/board/${p.boardId}/${p.id}`}>{p.title}</Link>,
                },
                { header: 'Board', cell: (p) => boardName(p.boardId), wide: true },
                {
                  header: 'Author',
                  cell: (p) => (
                    <Link component={RouterLink} to={`/admin/member/view/${p.authorId}`}>
                      {p.authorNickName}
                    </Link>
                  ),
                },
                { header: 'Views', cell: (p) => p.views ?? 0, wide: true },
                { header: 'Date', cell: (p) => formatDate(p.createdAt), wide: true },
              ]}
            />
          </ListState>
          <Pager
            pageNumber={pages.pageNumber}
            nextToken={posts.data?.nextToken}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </Paper>
      )}
    </AdminPage>
  );
}
