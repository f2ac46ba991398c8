import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { useCommentActions } from '../api/comment-actions';
import type { CommentView, PostView } from '@contracts/post-answers';
import { useComments } from '../api/get-comments';
import type { Viewer } from '../viewer';
import { LazyCommentForm } from './lazy-comment-form';
import { CommentItem } from './comment-item';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { SignInPrompt } from './sign-in-prompt';

export interface CommentSectionProps {
  readonly post: PostView;
  readonly viewer: Viewer | null;
  readonly canComment: boolean;
  readonly onSignIn: () => void;
  readonly enabled: boolean;
}

/** The post's comments (paged: "More comments" reads the next part) and the form to add one. */
export function CommentSection({ post, viewer, canComment, onSignIn, enabled }: CommentSectionProps) {
  const comments = useComments(post.id, viewer, enabled);
  const actions = useCommentActions(post.id);
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby="comments-title" id="comment" sx={{ mt: 3 }}>
      <Typography id="comments-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Comments {post.commentCount}
      </Typography>
      {comments.isPending ? (
        <Box role="status" aria-label="Loading the comments" aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : comments.isError ? (
        <LoadError message="The comments could not be loaded." onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No comments yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Comments" sx={{ p: 0, m: 0 }}>
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              viewer={viewer}
              canComment={canComment}
              actions={actions}
              onDelete={setDeleting}
            />
          ))}
        </Box>
      )}
      {comments.hasNextPage && (
        <Box sx={{ textAlign: 'center', my: 1 }}>
          <Button onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
            More comments
          </Button>
        </Box>
      )}
      {canComment ? (
        <LazyCommentForm
          label="Write a comment"
          submitLabel="Post comment"
          busy={actions.create.isPending}
          onSubmit={(body) => actions.create.mutateAsync({ body })}
        />
      ) : !viewer ? (
        <SignInPrompt message="Sign in to comment." onSignIn={onSignIn} />
      ) : null}
      <LazyConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        confirmLabel="Delete"
        busy={actions.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        The comment will be removed. Replies to it stay, under a placeholder.
      </LazyConfirmDialog>
    </Box>
  );
}
