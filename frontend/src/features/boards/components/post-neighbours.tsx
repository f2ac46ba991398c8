import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PostView } from '@contracts/post-answers';

/** The posts listed just above (newer) and below (older) this one in its board. */
export function PostNeighbours({ post, hrefOf }: { post: PostView; hrefOf: (postId: string) => string }) {
  const rows = [
    { label: 'Previous post', neighbour: post.previous },
    { label: 'Next post', neighbour: post.next },
  ].filter((row) => row.neighbour);
  if (rows.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label="Neighbouring posts"
      sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider', my: 2 }}
    >
      {rows.map(({ label, neighbour }) => (
        <Box key={label} sx={{ display: 'flex', gap: 2, py: 1, px: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 96px' }}>
            {label}
          </Typography>
          <Link
            component={RouterLink}
            to={hrefOf(neighbour!.id)}
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {neighbour!.title}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
