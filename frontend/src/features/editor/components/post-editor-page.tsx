import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/components/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useEditablePost } from '../api/get-editable-post';
import { useEditorBoard } from '../api/get-editor-board';
import { useEditorViewer, type EditorViewer } from '../hooks/use-editor-viewer';
import { PostEditorForm } from './post-editor-form';
import { boardUrl } from '@/lib/urls';

export interface PostEditorPageProps {
  readonly boardId: string;
  /** Set when editing (a draft or a published post); absent to write a new post. */
  readonly postId?: string;
  /**
   * The signed-in member (null: a guest), as the app's session gives it. When left out, the editor reads it
   * from the session's ID token itself.
   */
  readonly viewer?: EditorViewer | null;
  readonly sessionLoading?: boolean;
  /** Opens the sign-in dialog; without it guests are pointed to the top bar's Sign In. */
  readonly onSignIn?: () => void;
  /** For the browser tab: "Write in Free Board - <site title>". */
  readonly siteTitle?: string | null;
}

function Explanation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 3, my: 2 }}>
      <PageHeading sx={{ mb: 1 }}>{title}</PageHeading>
      {children}
    </Paper>
  );
}

/** The page's heading over why the board or the post could not be read, with Try again. */
function LoadFailed({
  heading,
  what,
  query,
}: {
  heading: string;
  what: string;
  query: { error: unknown; refetch: () => unknown };
}) {
  const gone = query.error instanceof HttpError && query.error.status === 404;
  return (
    <Box>
      <PageHeading>{heading}</PageHeading>
      <LoadError
        message={gone ? `${what} does not exist, or is no longer there.` : `${what} could not be loaded.`}
        onRetry={() => void query.refetch()}
      />
    </Box>
  );
}

/** "Write" and "Edit" of a board (`/board/{boardId}/write`, `/board/{boardId}/{postId}/edit`). */
export function PostEditorPage(props: PostEditorPageProps) {
  const { boardId, postId, onSignIn, siteTitle } = props;
  const { viewer, loading } = useEditorViewer(props.viewer, props.sessionLoading);
  const signedIn = viewer !== null;

  const board = useEditorBoard(boardId, signedIn);
  const post = useEditablePost(postId, signedIn);

  const heading = postId ? 'Edit post' : board.data ? `Write in ${board.data.name}` : 'Write a post';
  useDocumentTitle(heading, siteTitle);

  if (loading && !viewer) return <PageLoading label="Loading the editor" />;
  if (!viewer) {
    return (
      <Explanation title="Sign in to write">
        <Typography sx={{ mb: 2 }}>
          Posts are written by members. Sign in, and the editor opens here.
          {onSignIn ? '' : ' Use Sign In at the top of the page.'}
        </Typography>
        {onSignIn && (
          <Button variant="contained" onClick={onSignIn}>
            Sign In
          </Button>
        )}
      </Explanation>
    );
  }
  if (board.isPending || (postId && post.isPending)) return <PageLoading label="Loading the editor" />;
  if (board.isError) return <LoadFailed heading={heading} what="This board" query={board} />;
  if (post.isError) return <LoadFailed heading={heading} what="This post" query={post} />;

  const boardHref = boardUrl(board.data.id);
  if (!postId && board.data.permissions.write === 'admin' && !viewer.isAdmin) {
    return (
      <Explanation title="Only administrators write here">
        <Typography sx={{ mb: 2 }}>
          Posts in {board.data.name} are written by the site&apos;s administrators. You can read them and
          comment where the board allows it.
        </Typography>
        <Button component={RouterLink} to={boardHref} variant="outlined">
          Back to {board.data.name}
        </Button>
      </Explanation>
    );
  }
  if (post.data && post.data.authorId !== viewer.userId && !viewer.isAdmin) {
    return (
      <Explanation title="You cannot edit this post">
        <Typography sx={{ mb: 2 }}>Only its author or an administrator can change a post.</Typography>
        <Button component={RouterLink} to={boardHref} variant="outlined">
          Back to {board.data.name}
        </Button>
      </Explanation>
    );
  }

  return (
    <Paper component="section" aria-labelledby="editor-heading" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <PageHeading id="editor-heading" focusKey={postId ?? 'new'} sx={{ mb: 1 }}>
        {heading}
      </PageHeading>
      {post.data?.status === 'draft' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is a draft: only you can see it until you publish it.
        </Alert>
      )}
      <PostEditorForm
        key={postId ?? 'new'}
        board={board.data}
        post={post.data ?? null}
        userId={viewer.userId}
        isAdmin={viewer.isAdmin}
      />
    </Paper>
  );
}
