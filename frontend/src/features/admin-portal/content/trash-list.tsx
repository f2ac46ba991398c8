import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatDateTime } from '@/lib/format-date';
import { adminKeys } from '../api/admin-query-keys';
import { useAdminComments } from '../api/get-admin-comments';
import { useAdminPosts } from '../api/get-admin-posts';
import { useMemberName } from '../api/get-member';
import { usePurgeFromTrash } from '../api/purge-from-trash';
import { useRestoreFromTrash } from '../api/restore-from-trash';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PagedTable } from '../components/paged-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { useBoardNames } from './content-list-page';

/** Who deleted something: their name, looked up once per user id. */
function DeletedBy({ userId }: { userId: string | null | undefined }) {
  const name = useMemberName(userId);
  if (!userId) return <>unknown</>;
  return <>{name.data ?? (name.isError ? 'a removed member' : '…')}</>;
}

interface TrashRow {
  readonly id: string;
  readonly what: string;
  readonly boardId: string;
  readonly author: string;
  readonly deletedBy?: string | null;
  readonly deletedAt?: string | null;
}

/** /admin/trash/list: trashed posts and deleted comments, who deleted them and when; restore or purge. */
export function TrashList() {
  const restoreFromTrash = useRestoreFromTrash();
  const purgeFromTrash = usePurgeFromTrash();
  const [kind, setKind] = useState<'posts' | 'comments'>('posts');
  const pages = useCursorPages();
  const posts = useAdminPosts('trashed', { nextToken: kind === 'posts' ? pages.nextToken : undefined });
  const comments = useAdminComments('deleted', {
    nextToken: kind === 'comments' ? pages.nextToken : undefined,
  });
  const [purging, setPurging] = useState<TrashRow | null>(null);
  const { boardName } = useBoardNames();

  const list = kind === 'posts' ? posts : comments;
  const rows: TrashRow[] =
    kind === 'posts'
      ? (posts.data?.items ?? []).map((p) => ({ ...p, what: p.title, author: p.authorNickName }))
      : (comments.data?.items ?? []).map((c) => ({
          ...c,
          what: (c.removedBody || c.body || '(empty)').slice(0, 120),
          author: c.authorNickName,
        }));
  const noun = kind === 'posts' ? 'post' : 'comment';
  const invalidate = [adminKeys.posts, adminKeys.comments, adminKeys.dashboard];

  const restore = useAdminAction({
    run: (row: TrashRow) => restoreFromTrash(kind, row.id),
    success: (_r, row) => `"${row.what.slice(0, 40)}" was restored.`,
    invalidate,
  });
  const purge = useAdminAction({
    run: (row: TrashRow) => purgeFromTrash(kind, row.id),
    success: (_r, row) => `"${row.what.slice(0, 40)}" was deleted for good.`,
    invalidate,
    onDone: () => setPurging(null),
  });

  return (
    <AdminPage title="Trash">
      <Tabs
        value={kind}
        onChange={(_e, value: 'posts' | 'comments') => {
          setKind(value);
          pages.reset();
        }}
        aria-label="What to show"
        sx={{ mb: 1 }}
      >
        <Tab value="posts" label="Posts" />
        <Tab value="comments" label="Comments" />
      </Tabs>
      <Paper sx={{ p: 1 }}>
        <PagedTable<TrashRow>
          query={list}
          pages={pages}
          emptyText={`No ${noun}s in the trash.`}
          label={`Trashed ${noun}s`}
          rows={rows}
          rowKey={(r) => r.id}
          rowLabel={(r) => `${noun} ${r.what}`}
          columns={[
            { header: kind === 'posts' ? 'Title' : 'Comment', cell: (r) => r.what },
            { header: 'Board', cell: (r) => boardName(r.boardId), wide: true },
            { header: 'Author', cell: (r) => r.author, wide: true },
            { header: 'Deleted by', cell: (r) => <DeletedBy userId={r.deletedBy} /> },
            { header: 'Deleted at', cell: (r) => formatDateTime(r.deletedAt ?? ''), wide: true },
            {
              header: 'Actions',
              cell: (r) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate(r)}
                    aria-label={`Restore ${noun} ${r.what}`}
                  >
                    Restore
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => setPurging(r)}
                    aria-label={`Purge ${noun} ${r.what}`}
                  >
                    Purge
                  </Button>
                </Box>
              ),
            },
          ]}
        />
      </Paper>
      <ConfirmDialog
        open={purging !== null}
        title={`Delete this ${noun} for good?`}
        confirmLabel="Purge"
        busy={purge.isPending}
        onConfirm={() => purging && purge.mutate(purging)}
        onClose={() => setPurging(null)}
      >
        “{purging?.what}” {kind === 'posts' ? 'and its comments are' : 'is'} removed permanently. This cannot
        be undone.
      </ConfirmDialog>
    </AdminPage>
  );
}
