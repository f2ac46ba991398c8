import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { formatListDate } from '@/lib/format-date';
import { useHome, type HomeBoard } from '../api/get-home';
import { CommentCount } from '@/components/comment-count';
import { boardUrl, postUrl, writeUrl } from '@/lib/urls';

export interface HomeScreenProps {
  /** The site's title (the top bar's request already has it). */
  readonly siteTitle?: string | null;
  /** The site's description, shown under the title (from the same request as the title). */
  readonly siteDescription?: string | null;
  /** Signed-in member's id, or null for a guest: the home page lists what this visitor may see. */
  readonly viewerId: string | null;
  readonly sessionLoading: boolean;
}

/** `/`: the site's title and description, then each board's notices and latest posts (one REST request). */
export function HomeScreen({
  siteTitle,
  siteDescription: description,
  viewerId,
  sessionLoading,
}: HomeScreenProps) {
  const home = useHome(viewerId ?? 'guest', !sessionLoading);
  useDocumentTitle(siteTitle ? null : 'Home', siteTitle);

  let content;
  if (home.isPending) {
    content = (
      <Box role="status" aria-label="Loading the latest posts" aria-busy="true" sx={grid}>
        {[0, 1].map((n) => (
          <Paper key={n} sx={{ p: 2 }}>
            <Skeleton width="40%" height={32} />
            {[0, 1, 2, 3].map((m) => (
              <Skeleton key={m} height={28} />
            ))}
          </Paper>
        ))}
      </Box>
    );
  } else if (home.isError) {
    content = (
      <LoadError message="The latest posts could not be loaded." onRetry={() => void home.refetch()} />
    );
  } else if (home.data.boards.every((board) => board.posts.length === 0)) {
    const writable = home.data.boards.find((board) => board.canWrite);
    content = (
      <Paper sx={{ my: 2 }}>
        <EmptyState message="Nothing has been posted yet. This is a fresh start.">
          {writable ? (
            <Button component={RouterLink} to={writeUrl(writable.id)} variant="contained" color="secondary">
              Write the first post
            </Button>
          ) : !viewerId ? (
            <Typography variant="body2">Sign in to write the first post.</Typography>
          ) : null}
        </EmptyState>
      </Paper>
    );
  } else {
    content = (
      <Box sx={grid}>
        {home.data.boards.map((board) => (
          <BoardBlock key={board.id} board={board} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="home-title" sx={{ my: 2 }}>
      <Box sx={{ mb: 2 }}>
        <PageHeading id="home-title" focusKey="home">
          {siteTitle ?? 'Welcome'}
        </PageHeading>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {content}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One board: its name (a link to the board), notices first, then the latest posts. */
function BoardBlock({ board }: { board: HomeBoard }) {
  const headingId = `home-board-${board.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        <Link component={RouterLink} to={boardUrl(board.id)} color="inherit" underline="hover">
          {board.name}
        </Link>
      </Typography>
      {board.posts.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          No posts yet.{' '}
          {board.canWrite && (
            <Link component={RouterLink} to={writeUrl(board.id)}>
              Write one
            </Link>
          )}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {board.posts.map((post) => (
            <Box
              component="li"
              key={post.id}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'baseline',
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                sx={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {post.isNotice && (
                  <Chip label="Notice" size="small" color="secondary" sx={{ mr: 0.5, height: 20 }} />
                )}
                <Link
                  component={RouterLink}
                  to={postUrl(board.id, post.id)}
                  color="inherit"
                  underline="hover"
                >
                  {post.title}
                </Link>
                <CommentCount count={post.commentCount} />
              </Box>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{
                  flexShrink: 0,
                  maxWidth: '35%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {post.authorNickName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                <time dateTime={post.createdAt}>{formatListDate(post.createdAt)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
