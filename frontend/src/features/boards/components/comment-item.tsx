import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format-date';
import type { CommentView } from '@contracts/post-answers';
import type { useCommentActions } from '../api/comment-actions';
import type { Viewer } from '../viewer';
import { LazyCommentForm } from './lazy-comment-form';

export interface CommentItemProps {
  readonly comment: CommentView;
  readonly viewer: Viewer | null;
  readonly canComment: boolean;
  readonly actions: ReturnType<typeof useCommentActions>;
  readonly onDelete: (comment: CommentView) => void;
}

/**
 * One comment: author, date, text, its votes, and Reply (top-level comments only: replies go one level
 * deep), Edit and Delete for its author and administrators. A deleted comment that still has replies stays
 * as a placeholder so the replies keep their place.
 */
export function CommentItem({ comment, viewer, canComment, actions, onDelete }: CommentItemProps) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  // A reply or an edit closes its form once saved, and focus went with it to the page: it comes back to this
  // comment, whose text a screen reader then reads, and Tab goes on from its buttons.
  const itemRef = useRef<HTMLLIElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved || mode !== 'read') return;
    setSaved(false);
    itemRef.current?.focus();
  }, [saved, mode]);
  const closeSaved = () => {
    setSaved(true);
    setMode('read');
  };
  const reply = Boolean(comment.parentId);
  const own = viewer?.userId === comment.authorId;
  const mayChange = own || (viewer?.isAdmin ?? false);

  return (
    <Box
      component="li"
      ref={itemRef}
      tabIndex={-1}
      id={`comment-${comment.id}`}
      sx={{
        listStyle: 'none',
        py: 1.5,
        pl: reply ? { xs: 2, sm: 5 } : 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {comment.deleted ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          This comment was deleted.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
            {reply && (
              <Typography component="span" color="text.secondary" aria-label="Reply">
                ↳
              </Typography>
            )}
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {comment.authorNickName}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </Typography>
          </Box>
          {mode === 'edit' ? (
            <LazyCommentForm
              label="Edit your comment"
              submitLabel="Save"
              initial={comment.body}
              busy={actions.edit.isPending}
              autoFocus
              onCancel={() => setMode('read')}
              onSubmit={async (body) => {
                await actions.edit.mutateAsync({ commentId: comment.id, body });
                closeSaved();
              }}
            />
          ) : (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {comment.body}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            <Button
              size="small"
              aria-pressed={comment.myVote}
              // The visible words first (speech input matches them), then whose comment it is.
              aria-label={`${comment.myVote ? 'Recommended' : 'Recommend'} ${comment.voteCount}, comment by ${comment.authorNickName}`}
              disabled={!viewer || own || actions.vote.isPending}
              title={!viewer ? 'Sign in to vote' : own ? 'You cannot vote for your own comment' : undefined}
              onClick={() => actions.vote.mutate({ commentId: comment.id, vote: !comment.myVote })}
            >
              {comment.myVote ? 'Recommended' : 'Recommend'} {comment.voteCount}
            </Button>
            {!reply && canComment && mode === 'read' && (
              <Button size="small" onClick={() => setMode('reply')}>
                Reply
              </Button>
            )}
            {mayChange && mode === 'read' && (
              <>
                <Button size="small" onClick={() => setMode('edit')}>
                  Edit
                </Button>
                <Button size="small" color="secondary" onClick={() => onDelete(comment)}>
                  Delete
                </Button>
              </>
            )}
          </Box>
        </>
      )}
      {mode === 'reply' && (
        <LazyCommentForm
          label={`Reply to ${comment.authorNickName}`}
          submitLabel="Post reply"
          busy={actions.create.isPending}
          autoFocus
          onCancel={() => setMode('read')}
          onSubmit={async (body) => {
            await actions.create.mutateAsync({ body, parentId: comment.id });
            closeSaved();
          }}
        />
      )}
    </Box>
  );
}
