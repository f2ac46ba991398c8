import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatListDate } from '@/lib/format-date';
import type { ListedPost } from '@contracts/post-answers';
import { useNarrowScreen } from '@/components/use-narrow-screen';
import { CommentCount } from '@/components/comment-count';

export interface PostRowsProps {
  readonly notices: readonly ListedPost[];
  readonly posts: readonly ListedPost[];
  /** The address of a post (keeps the list's page and search in it). */
  readonly hrefOf: (post: ListedPost) => string;
  /** The post being read, marked » in the list under it. */
  readonly currentPostId?: string;
  readonly caption: string;
}

/**
 * A board's rows as Korean boards show them: No. / Title [comments] / Author / Date / Views / Votes, notices
 * first with "Notice" for a number. Below 600 px each row becomes a card (title on its own line, the rest
 * under it), so nothing scrolls sideways on a phone.
 */
export function PostRows(props: PostRowsProps) {
  const narrow = useNarrowScreen();
  const rows = [
    ...props.notices.map((post) => ({ post, notice: true })),
    ...props.posts.map((post) => ({ post, notice: false })),
  ];
  return narrow ? <PostCards {...props} rows={rows} /> : <PostTable {...props} rows={rows} />;
}

interface Row {
  readonly post: ListedPost;
  readonly notice: boolean;
}

function TitleLink({ post, href, current }: { post: ListedPost; href: string; current: boolean }) {
  return (
    <>
      {post.category && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          [{post.category}]
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={href}
        aria-current={current ? 'page' : undefined}
        underline="hover"
        color="inherit"
        sx={{ fontWeight: current ? 700 : 500, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </Link>
      <CommentCount count={post.commentCount} current={current} />
    </>
  );
}

function RowNumber({ row, current }: { row: Row; current: boolean }) {
  if (row.notice) return <Chip label="Notice" size="small" color="secondary" />;
  if (current) return <span aria-label="Reading now">»</span>;
  return <>{row.post.no ?? ''}</>;
}

function PostTable({ rows, hrefOf, currentPostId, caption }: PostRowsProps & { rows: Row[] }) {
  const cell = { px: 1, py: 1 };
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <caption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...cell, width: 72, textAlign: 'center' }}>No.</TableCell>
          <TableCell sx={cell}>Title</TableCell>
          <TableCell sx={{ ...cell, width: 130 }}>Author</TableCell>
          <TableCell sx={{ ...cell, width: 96, textAlign: 'center' }}>Date</TableCell>
          <TableCell sx={{ ...cell, width: 64, textAlign: 'right' }}>Views</TableCell>
          <TableCell sx={{ ...cell, width: 64, textAlign: 'right' }}>Votes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const current = row.post.id === currentPostId;
          return (
            <TableRow
              key={`${row.notice ? 'n' : 'p'}-${row.post.id}`}
              sx={{ bgcolor: row.notice ? 'action.hover' : current ? 'action.selected' : undefined }}
            >
              <TableCell sx={{ ...cell, textAlign: 'center' }}>
                <RowNumber row={row} current={current} />
              </TableCell>
              <TableCell sx={cell}>
                <TitleLink post={row.post} href={hrefOf(row.post)} current={current} />
              </TableCell>
              <TableCell sx={{ ...cell, overflowWrap: 'anywhere' }}>{row.post.authorNickName}</TableCell>
              <TableCell sx={{ ...cell, textAlign: 'center' }}>
                <time dateTime={row.post.createdAt}>{formatListDate(row.post.createdAt)}</time>
              </TableCell>
              <TableCell sx={{ ...cell, textAlign: 'right' }}>{row.post.views}</TableCell>
              <TableCell sx={{ ...cell, textAlign: 'right' }}>{row.post.voteCount}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function PostCards({ rows, hrefOf, currentPostId, caption }: PostRowsProps & { rows: Row[] }) {
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const current = row.post.id === currentPostId;
        return (
          <Box
            component="li"
            key={`${row.notice ? 'n' : 'p'}-${row.post.id}`}
            sx={{
              py: 1.25,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: row.notice ? 'action.hover' : current ? 'action.selected' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              {(row.notice || current) && <RowNumber row={row} current={current} />}
              <Box sx={{ minWidth: 0 }}>
                <TitleLink post={row.post} href={hrefOf(row.post)} current={current} />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {row.post.authorNickName} ·{' '}
              <time dateTime={row.post.createdAt}>{formatListDate(row.post.createdAt)}</time> · Views{' '}
              {row.post.views} · Votes {row.post.voteCount}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
