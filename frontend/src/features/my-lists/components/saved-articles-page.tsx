import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteDraft, usePublishDraft } from '../api/draft-actions';
import { useMyList } from '../api/get-my-list';
import type { MyDraft } from '../api/my-list-schemas';
import { MyListFrame } from './my-list-frame';
import { MyListRows } from './my-list-rows';
import { useCursorPages } from './use-cursor-pages';
import type { MyListPageProps } from './written-articles-page';

const editHref = (draft: MyDraft) =>
  `/board/${encodeURIComponent(draft.boardId)}/${encodeURIComponent(draft.id)}/edit`;

/** "Saved Articles": the member's drafts, to resume in the editor, publish as saved, or delete. */
export function SavedArticlesPage({ siteTitle }: MyListPageProps) {
  const pages = useCursorPages();
  const query = useMyList('drafts', pages.cursor);
  const publish = usePublishDraft();
  const remove = useDeleteDraft();
  const [deleting, setDeleting] = useState<MyDraft | null>(null);
  const items = query.data?.items ?? [];
  const busy = (draft: MyDraft) =>
    (publish.isPending && publish.variables?.id === draft.id) ||
    (remove.isPending && remove.variables?.id === draft.id);

  return (
    <>
      <MyListFrame
        title="Saved Articles"
        siteTitle={siteTitle}
        query={query}
        itemCount={items.length}
        emptyMessage="You have no saved drafts. Save as draft in the editor to finish a post later."
        signInMessage="Sign in to see your saved drafts."
        page={pages.page}
        hasNext={Boolean(query.data?.nextToken)}
        onNext={() => query.data?.nextToken && pages.next(query.data.nextToken)}
        onPrevious={pages.previous}
      >
        <MyListRows
          label="Your drafts"
          rows={items.map((draft) => ({
            key: draft.id,
            title: draft.title,
            href: editHref(draft),
            meta: `${draft.boardId} · saved ${formatDateTime(draft.updatedAt)}`,
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
          }))}
        />
      </MyListFrame>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-draft-title">
        <DialogTitle id="delete-draft-title">Delete this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            “{deleting?.title}” will be moved to the trash. An administrator can still restore it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="secondary"
            variant="contained"
            onClick={() => {
              if (deleting) remove.mutate(deleting);
              setDeleting(null);
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
