import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { focusHeading, focusSignIn } from '@/lib/focus-after-auth';
import { useMenuButton } from '../hooks/use-menu-button';
import { useUnreadCount } from '../hooks/use-unread-count';
import { LazyMenu } from '@/components/lazy-menu';
import { toolbarButtonSx } from './toolbar-button-sx';
import { nounFor } from '@/lib/plural';
import { adminUrls, memberUrls, messagesUrl } from '@/lib/urls';

/** The member's pages, in the order of Rhymix's member menu ('Scraps' appears twice there too). */
const ENTRIES = [
  { label: 'View Member Info', to: memberUrls.info },
  { label: 'Scraps', to: memberUrls.scraps },
  { label: 'Saved Articles', to: memberUrls.drafts },
  { label: 'Written Articles', to: memberUrls.written },
  { label: 'Friends', to: memberUrls.friends },
  { label: 'Message Box', to: messagesUrl() },
  { label: 'Scraps', to: memberUrls.scraps },
] as const;

export interface UserMenuProps {
  readonly nickName: string | null;
  readonly isAdmin: boolean;
  readonly onSignOut: () => void;
}

/** The signed-in member's button (with their unread message count, live) and dark menu. */
export function UserMenu({ nickName, isAdmin, onSignOut }: UserMenuProps) {
  const { buttonProps, menuProps, buttonId, close } = useMenuButton();
  const unread = useUnreadCount();
  const name = nickName || 'Guest';

  return (
    <>
      <Button {...buttonProps} data-user-menu-button="" sx={toolbarButtonSx}>
        <Badge
          color="error"
          badgeContent={unread}
          max={99}
          data-testid="unread-count"
          // The number is said in words below; the bare badge would be read as "Minji 3".
          slotProps={{ badge: { 'aria-hidden': true } }}
          sx={{ '& .MuiBadge-badge': { right: -6 } }}
        >
          <span>{name}</span>
        </Badge>
        {unread > 0 && (
          <span style={visuallyHidden}>
            , {unread} unread {nounFor(unread, 'message')}
          </span>
        )}
      </Button>
      <LazyMenu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { bgcolor: 'grey.900', color: 'common.white', minWidth: 180 } },
        }}
      >
        {ENTRIES.map(({ label, to }, index) => (
          <MenuItem key={`${label}-${index}`} component={RouterLink} to={to} onClick={close}>
            {label === 'Message Box' && unread > 0 ? `${label} (${unread})` : label}
          </MenuItem>
        ))}
        <Divider sx={{ borderColor: 'grey.700' }} />
        {isAdmin && (
          <MenuItem
            component={RouterLink}
            to={adminUrls.dashboard}
            onClick={() => {
              close();
              focusHeading();
            }}
          >
            Manage
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
            focusSignIn();
          }}
        >
          Sign Out
        </MenuItem>
      </LazyMenu>
    </>
  );
}
