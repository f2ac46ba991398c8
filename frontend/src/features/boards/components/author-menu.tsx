import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { LazyMenu } from '@/components/lazy-menu';
import { useAddFriend } from '../api/add-friend';
import { boardHref, messageHref } from '../board-urls';
import type { Viewer } from '../viewer';

export interface AuthorMenuProps {
  readonly boardId: string;
  readonly authorId: string;
  readonly nickName: string;
  readonly viewer: Viewer | null;
}

/**
 * The author's nickName opens what Korean boards offer there: their posts on this board (a search by
 * nickName), and for members, add as a friend and send a message (not to oneself).
 */
export function AuthorMenu({ boardId, authorId, nickName, viewer }: AuthorMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const addFriend = useAddFriend();
  const other = viewer !== null && viewer.userId !== authorId;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0, minWidth: 0, fontWeight: 700, color: 'text.primary', textAlign: 'left' }}
      >
        {nickName}
      </Button>
      <LazyMenu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          component={RouterLink}
          to={boardHref(boardId, { target: 'nickName', q: nickName })}
          onClick={close}
        >
          Posts by {nickName}
        </MenuItem>
        {other && (
          <MenuItem
            onClick={() => {
              close();
              addFriend.mutate({ userId: authorId, nickName });
            }}
          >
            Add friend
          </MenuItem>
        )}
        {other && (
          <MenuItem component={RouterLink} to={messageHref(authorId)} onClick={close}>
            Send message
          </MenuItem>
        )}
      </LazyMenu>
    </>
  );
}
