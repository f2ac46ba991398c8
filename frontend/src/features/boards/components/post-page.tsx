import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PostBody } from '@/components/content/post-body';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { formatDateTime } from '@/lib/format-date';
import { HttpError } from '@/lib/http-error';
import { usePost } from '../api/get-post';
import { useComments } from '../api/get-comments';
import { useCountView } from '../api/count-view';
import { readListState } from '../board-urls';
import { AuthorMenu } from './author-menu';
import type { BoardScreenProps } from './board-screen-props';
import { BottomList } from './bottom-list';
import { CommentSection } from './comment-section';
import { PostActions } from './post-actions';
import { PostNeighbours } from './post-neighbours';
import { SignInPrompt } from './sign-in-prompt';
import { boardUrl, postUrl, tagSearchUrl } from '@/lib/urls';

/**
 * `/board/{boardId}/{postId}`: the post (header, body, actions, neighbours), its comments, and the board's
 * list under it. The list page the reader came from travels in the query string, so List and the list under
 * the post return to it.
 */
export function PostPage({
  boardId,
  postId,
  ...screen
}: BoardScreenProps & { boardId: string; postId: string }) {
  const [params] = useSearchParams();
  const listState = readListState(params);
  const listHref = boardUrl(boardId, listState);
  const enabled = !screen.sessionLoading;
  const post = usePost(postId, screen.viewer, enabled);
  const comments = useComments(postId, screen.viewer, enabled && post.isSuccess);
  const thisView = useCountView(postId, post.isSuccess);
  const status = post.error instanceof HttpError ? post.error.status : undefined;
  // The tab says what the page says: a failed read is not a missing post.
  const failedHeading =
    status === 404
      ? 'Post not found'
      : status === 401 || status === 403
        ? 'Members only'
        : 'This post could not be loaded';
  useDocumentTitle(post.data?.title ?? (post.isError ? failedHeading : null), screen.siteTitle);

  if (post.isPending) {
    return (
      <Paper
        component="article"
        aria-busy="true"
        aria-label="Loading the post"
        sx={{ p: { xs: 2, sm: 3 }, my: 2 }}
      >
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  if (post.isError) {
    return (
      <Paper component="section" aria-labelledby="post-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
        <PageHeading id="post-title" focusKey="error">
          {failedHeading}
        </PageHeading>
        {status === 404 ? (
          <EmptyState message="There is no post at this address. It may have been deleted.">
            <Button component={RouterLink} to={listHref}>
              Back to the list
            </Button>
          </EmptyState>
        ) : status === 401 && !screen.viewer ? (
          <SignInPrompt message="Sign in to read the posts of this board." onSignIn={screen.onSignIn} />
        ) : status === 403 ? (
          <EmptyState message="Only administrators can read the posts of this board." />
        ) : (
          <LoadError message="The post could not be loaded." onRetry={() => void post.refetch()} />
        )}
      </Paper>
    );
  }

  const data = post.data;
  const boardName = data.boardName ?? boardId;
  // Commenting always needs an account, whatever the board grants guests.
  const canComment = screen.viewer !== null && (data.canComment ?? true);
  return (
    <Paper component="article" aria-labelledby="post-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <Link component={RouterLink} to={listHref} variant="body2" color="text.secondary" underline="hover">
        {boardName}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {data.isNotice && <Chip label="Notice" size="small" color="secondary" />}
        {data.category && (
          <Chip
            label={data.category}
            size="small"
            component={RouterLink}
            to={boardUrl(boardId, { category: data.category })}
            clickable
          />
        )}
      </Box>
      <PageHeading id="post-title" focusKey={postId} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {data.title}
      </PageHeading>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'center',
          color: 'text.secondary',
          pb: 1.5,
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <AuthorMenu
          boardId={boardId}
          authorId={data.authorId}
          nickName={data.authorNickName}
          viewer={screen.viewer}
        />
        <Typography variant="body2">
          <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
        </Typography>
        <Typography variant="body2">Views {data.views + thisView}</Typography>
        <Typography variant="body2">Votes {data.voteCount}</Typography>
        <Typography variant="body2">Scraps {data.scrapCount}</Typography>
      </Box>
      <PostBody body={data.body} format={data.format} />
      {data.tags && data.tags.length > 0 && <PostTags boardId={boardId} tags={data.tags} />}
      <PostActions post={data} viewer={screen.viewer} onSignIn={screen.onSignIn} listHref={listHref} />
      <PostNeighbours post={data} hrefOf={(id) => postUrl(boardId, id, { list: listState })} />
      <CommentSection
        post={data}
        viewer={screen.viewer}
        canComment={canComment}
        onSignIn={screen.onSignIn}
        enabled={enabled}
      />
      <BottomList
        boardId={boardId}
        boardName={boardName}
        state={listState}
        currentPostId={postId}
        viewer={screen.viewer}
        onSignIn={screen.onSignIn}
        ready={!comments.isPending}
      />
    </Paper>
  );
}

/** The author's tags under the body, each a link to the board's posts with that tag (its tag search). */
function PostTags({ boardId, tags }: { boardId: string; tags: readonly string[] }) {
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            label={`#${tag}`}
            size="small"
            variant="outlined"
            component={RouterLink}
            to={tagSearchUrl(boardId, tag)}
            clickable
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
