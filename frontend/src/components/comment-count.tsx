import Typography from '@mui/material/Typography';
import { plural } from '@/lib/plural';

/**
 * A post's comment count after its title in a list, `[3]` in the secondary colour as Korean boards show it;
 * nothing without comments. On the darker 'selected' row (the post being read) the plain red falls below 4.5:1,
 * so `current` takes the darker shade.
 */
export function CommentCount({ count, current = false }: { count: number; current?: boolean }) {
  if (count <= 0) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ ml: 0.5, fontWeight: 700, color: current ? 'secondary.dark' : 'secondary.main' }}
      aria-label={plural(count, 'comment')}
    >
      [{count}]
    </Typography>
  );
}
