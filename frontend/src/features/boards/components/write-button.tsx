import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { BoardInfo } from '../api/board-schemas';
import { mayAccess, type Viewer } from '../viewer';
import { writeUrl } from '@/lib/urls';

/**
 * "Write" for whoever the board lets write; "Sign in to write" for a guest where members may (it opens the
 * sign-in dialog); nothing where only administrators write and the viewer is not one.
 */
export function WriteButton({
  board,
  viewer,
  onSignIn,
}: {
  board: BoardInfo;
  viewer: Viewer | null;
  onSignIn: () => void;
}) {
  if (mayAccess(board.permissions.write, viewer, true)) {
    return (
      <Button component={RouterLink} to={writeUrl(board.id)} variant="contained" color="secondary">
        Write
      </Button>
    );
  }
  if (!viewer && board.permissions.write !== 'admin') {
    return (
      <Button variant="outlined" onClick={onSignIn}>
        Sign in to write
      </Button>
    );
  }
  return null;
}
