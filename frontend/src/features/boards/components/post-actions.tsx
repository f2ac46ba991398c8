import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PostView } from '@contracts/post-answers';
import { useDeletePost } from '../api/delete-post';
import { useScrapPost } from '../api/scrap-post';
import { useVotePost } from '../api/vote-post';
import type { Viewer } from '../viewer';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { onDemandComponent, preloadable } from '@/lib/preloadable';
import { boardUrl, editUrl } from '@/lib/urls';

// The report form (MUI's dialog, radio group) downloads when first asked for: most readers never report,
// and the post's first render should not wait for it.
const LazyReportDialog = onDemandComponent(
  preloadable(() => import('./report-dialog')),
  (module) => module.ReportDialog,
);

export interface PostActionsProps {
  readonly post: PostView;
  readonly viewer: Viewer | null;
  readonly onSignIn: () => void;
  /** Where Delete returns to (the list the reader came from). */
  readonly listHref: string;
}

/**
 * What a reader can do with a post: vote (once; never one's own), scrap or unscrap, report (once; not one's
 * own), and for the author and administrators edit and delete. A button that cannot be used says why.
 */
export function PostActions({ post, viewer, onSignIn, listHref }: PostActionsProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  const vote = useVotePost(post.id);
  const scrap = useScrapPost(post);
  const remove = useDeletePost(post.id, post.boardId);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const own = viewer?.userId === post.authorId;
  const canEdit = post.canEdit ?? (own || (viewer?.isAdmin ?? false));
  const voteReason = !viewer ? 'Sign in to vote.' : own ? 'You cannot vote for your own post.' : null;

  return (
    <Box sx={{ my: 3 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <Button
          variant={post.myVote ? 'contained' : 'outlined'}
          color="secondary"
          aria-pressed={post.myVote}
          disabled={voteReason !== null || vote.isPending}
          aria-describedby={voteReason ? reasonId : undefined}
          onClick={() => vote.mutate(!post.myVote)}
          sx={{ minWidth: 120 }}
        >
          {post.myVote ? 'Recommended' : 'Recommend'} {post.voteCount}
        </Button>
        {voteReason && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {voteReason}
          </Typography>
        )}
        {post.myVote && (
          <Typography variant="body2" color="text.secondary">
            You recommended this post. Press again to take it back.
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={listHref} variant="outlined">
            List
          </Button>
          {viewer ? (
            <Button
              variant="outlined"
              aria-pressed={post.isScrapped}
              disabled={scrap.isPending}
              onClick={() => scrap.mutate(!post.isScrapped)}
            >
              {post.isScrapped ? 'Unscrap' : 'Scrap'}
            </Button>
          ) : (
            <Button variant="outlined" onClick={onSignIn}>
              Sign in to scrap
            </Button>
          )}
          {viewer && !own && (
            <Button variant="outlined" disabled={post.hasReported} onClick={() => setReporting(true)}>
              {post.hasReported ? 'Reported' : 'Report'}
            </Button>
          )}
        </Box>
        {canEdit && viewer && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={editUrl(post.boardId, post.id)} variant="outlined">
              Edit
            </Button>
            <Button variant="outlined" color="secondary" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Box>
        )}
      </Box>

      {reporting && (
        <LazyReportDialog postId={post.id} open={reporting} onClose={() => setReporting(false)} />
      )}
      <LazyConfirmDialog
        open={deleting}
        title="Delete this post?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              navigate(listHref.startsWith('/board/') ? listHref : boardUrl(post.boardId));
            },
          })
        }
      >
        “{post.title}” will be moved to the trash, with its comments. An administrator can restore it.
      </LazyConfirmDialog>
    </Box>
  );
}
