import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteDraft, usePublishDraft } from '../api/draft-actions';
import type { Post } from '@contracts/post-answers';
import { MyListFrame, type MyListPageProps } from './my-list-frame';
import { editUrl } from '@/lib/urls';

const editHref = (draft: Post) => editUrl(draft.boardId, draft.id);

/** "Saved Articles": the member's drafts, to resume in the editor, publish as saved, or delete. */
export function SavedArticlesPage({ siteTitle }: MyListPageProps) {
  const publish = usePublishDraft();
  const remove = useDeleteDraft();
  const [deleting, setDeleting] = useState<Post | null>(null);
  const busy = (draft: Post) =>
    (publish.isPending && publish.variables?.id === draft.id) ||
    (remove.isPending && remove.variables?.id === draft.id);

  return (
    <>
      <MyListFrame
        kind="drafts"
        siteTitle={siteTitle}
        toRow={(draft, boardName) => ({
          key: draft.id,
          title: draft.title,
          href: editHref(draft),
          meta: `${boardName(draft.boardId)} · saved ${formatDateTime(draft.updatedAt)}`,
          actions: (
            <>
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={editHref(draft)}
                aria-label={`Resume editing ${draft.title}`}
              >
                Resume editing
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={busy(draft)}
                onClick={() => publish.mutate(draft)}
                aria-label={`Publish ${draft.title}`}
              >
                Publish
              </Button>
              <Button
                size="small"
                color="secondary"
                disabled={busy(draft)}
                onClick={() => setDeleting(draft)}
                aria-label={`Delete ${draft.title}`}
              >
                Delete
              </Button>
            </>
          ),
        })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this draft?"
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      >
        “{deleting?.title}” will be deleted for good. It cannot be restored.
      </ConfirmDialog>
    </>
  );
}
