import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { onDemandComponent, preloadable } from '@/lib/preloadable';
import { useAddFriend } from '../api/add-friend';
import type { Viewer } from '../viewer';
import type { AuthorMenuPopupProps } from './author-menu-popup';

// The menu itself downloads the first time it opens (author-menu-popup.tsx).
const AuthorMenuPopup = onDemandComponent(
  preloadable(() => import('./author-menu-popup')),
  (module) => module.AuthorMenuPopup,
  (props: AuthorMenuPopupProps) => props.open,
);

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
      <AuthorMenuPopup
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        boardId={boardId}
        authorId={authorId}
        nickName={nickName}
        other={other}
        onAddFriend={() => addFriend.mutate({ userId: authorId, nickName })}
      />
    </>
  );
}
