import { Link as RouterLink } from 'react-router-dom';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { boardUrl, messagesUrl } from '@/lib/urls';

export interface AuthorMenuPopupProps extends Pick<MenuProps, 'id' | 'anchorEl' | 'open'> {
  readonly boardId: string;
  readonly authorId: string;
  readonly nickName: string;
  /** Whether the reader is a member other than the author (friend and message entries). */
  readonly other: boolean;
  readonly onClose: () => void;
  readonly onAddFriend: () => void;
}

/**
 * The open author menu (author-menu.tsx), downloaded the first time it opens with MUI's Menu and MenuItem:
 * a post's first render has no use for them.
 */
export function AuthorMenuPopup({
  boardId,
  authorId,
  nickName,
  other,
  onClose,
  onAddFriend,
  ...menuProps
}: AuthorMenuPopupProps) {
  return (
    <Menu {...menuProps} onClose={onClose}>
      <MenuItem
        component={RouterLink}
        to={boardUrl(boardId, { target: 'nickName', q: nickName })}
        onClick={onClose}
      >
        Posts by {nickName}
      </MenuItem>
      {other && (
        <MenuItem
          onClick={() => {
            onClose();
            onAddFriend();
          }}
        >
          Add friend
        </MenuItem>
      )}
      {other && (
        <MenuItem component={RouterLink} to={messagesUrl(authorId)} onClick={onClose}>
          Send message
        </MenuItem>
      )}
    </Menu>
  );
}
