import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { notify } from '@/lib/notify';
import { toolbarButtonSx } from './toolbar-button-sx';

/** §2 lists these entries, with 'Scraps' twice, and no action wired yet: they say so when clicked. */
const PENDING_ENTRIES = [
  'View Member Info',
  'Scraps',
  'Saved Articles',
  'Written Articles',
  'Friends',
  'Message Box',
  'Scraps',
] as const;

export interface UserMenuProps {
  readonly nickName: string | null;
  readonly isAdmin: boolean;
  readonly onSignOut: () => void;
}

/** The signed-in member's button and dark menu (§2). */
export function UserMenu({ nickName, isAdmin, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={toolbarButtonSx}
      >
        {nickName || 'Guest'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { bgcolor: 'grey.900', color: 'common.white', minWidth: 180 } },
        }}
      >
        {PENDING_ENTRIES.map((label, index) => (
          <MenuItem
            key={`${label}-${index}`}
            onClick={() => {
              close();
              notify.info('Not available yet');
            }}
          >
            {label}
          </MenuItem>
        ))}
        <Divider sx={{ borderColor: 'grey.700' }} />
        {isAdmin && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            Manage
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
