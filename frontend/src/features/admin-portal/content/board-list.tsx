import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Board } from '@contracts/board';
import { HttpError } from '@/lib/http-error';
import { useDeleteBoard } from '../api/delete-board';
import { useBoards, useReloadBoards } from '../api/get-boards';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryState } from '../components/list-state';
import { SelectableTable } from '../components/selectable-table';
import { notify } from '@/lib/notify';
import { adminUrls } from '@/lib/urls';

const ACCESS_TEXT = { guest: 'everyone', member: 'members', admin: 'admins' } as const;

/** /admin/board/list: the boards, with create, edit and delete (asking again when a board has posts). */
export function BoardList() {
  const deleteBoard = useDeleteBoard();
  const reloadBoards = useReloadBoards();
  const boards = useBoards();
  const [deleting, setDeleting] = useState<{ board: Board; hasPosts: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(board: Board, confirm: boolean) {
    setBusy(true);
    try {
      await deleteBoard(board.id, confirm);
      notify.success(`The board "${board.name}" was deleted.`);
      setDeleting(null);
      await reloadBoards();
    } catch (error) {
      // The API refuses a board with posts unless asked again: ask the admin, with what it means.
      if (error instanceof HttpError && error.status === 409 && !confirm)
        setDeleting({ board, hasPosts: true });
      else notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  const rows = boards.data ?? [];
  return (
    <AdminPage
      title="Boards"
      links={[
        ['Posts', '/admin/post/list'],
        ['Menu Editor', '/admin/menu/edit'],
      ]}
      actions={
        <Button component={RouterLink} to={adminUrls.boardCreate} variant="contained">
          Create board
        </Button>
      }
    >
      <Paper sx={{ p: 1 }}>
        <QueryState
          query={boards}
          empty={rows.length === 0}
          emptyText="No boards yet. Create one here or from the Menu Editor."
        >
          <SelectableTable<Board>
            label="Boards"
            rows={rows}
            rowKey={(b) => b.id}
            rowLabel={(b) => `board ${b.name}`}
            columns={[
              {
                header: 'Board',
                cell: (b) => (
                  <Link component={RouterLink} to={adminUrls.boardEdit(b.id)}>
                    {b.name}
                  </Link>
                ),
              },
              { header: 'Id', cell: (b) => b.id, wide: true },
              {
                header: 'Who may',
                cell: (b) =>
                  `list: ${ACCESS_TEXT[b.permissions.list]}, read: ${ACCESS_TEXT[b.permissions.read]}, write: ${ACCESS_TEXT[b.permissions.write]}, comment: ${ACCESS_TEXT[b.permissions.comment]}`,
                wide: true,
              },
              { header: 'Per page', cell: (b) => b.postsPerPage, wide: true },
              {
                header: 'Actions',
                cell: (b) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={adminUrls.boardEdit(b.id)}
                      aria-label={`Edit ${b.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="secondary"
                      onClick={() => setDeleting({ board: b, hasPosts: false })}
                      aria-label={`Delete ${b.name}`}
                    >
                      Delete
                    </Button>
                  </Box>
                ),
              },
            ]}
          />
        </QueryState>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting?.hasPosts
            ? `"${deleting.board.name}" still has posts`
            : `Delete the board "${deleting?.board.name ?? ''}"?`
        }
        confirmLabel={deleting?.hasPosts ? 'Delete with its posts hidden' : 'Delete'}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting.board, deleting.hasPosts)}
        onClose={() => setDeleting(null)}
      >
        {deleting?.hasPosts
          ? 'Its posts stay stored but nobody can reach them; they come back if a board with the same id is created again. Menu items that point to it will lead nowhere.'
          : 'Menu items that point to it will lead nowhere.'}
      </ConfirmDialog>
    </AdminPage>
  );
}
