import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { isEntryActive, sidebarGroups, type SidebarGroup } from '../sidebar-groups';

export const SIDEBAR_WIDTH = 180;
export const SIDEBAR_COLLAPSED_WIDTH = 40;

const activeSx = {
  bgcolor: 'action.selected',
  fontWeight: 700,
  borderLeft: 3,
  borderColor: 'secondary.main',
};

function initiallyOpen(pathname: string): ReadonlySet<string> {
  const group = sidebarGroups.find((g) => g.entries.some((entry) => isEntryActive(entry.path, pathname)));
  return new Set(group ? [group.label] : []);
}

const focusSx = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
} as const;

/**
 * Arrow keys move between the sidebar's entries (Home and End to the first and last), as in a menu;
 * Tab still leaves the sidebar in one step per entry, as links and buttons do.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1 || items.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/** A link of the sidebar (an entry, or a group that is a page itself), marked while it is the current page. */
function SidebarLink({
  path,
  pathname,
  onNavigate,
  label,
  sx,
  children,
}: {
  path: string;
  pathname: string;
  onNavigate?: () => void;
  /** The accessible name, where the visible text is not it. */
  label?: string;
  /** Its own styles (plain values), before the focus and current-page styles every link shares. */
  sx: { readonly [style: string]: string | number };
  children: ReactNode;
}) {
  const active = isEntryActive(path, pathname);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={path}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ ...sx, ...focusSx, ...(active ? activeSx : {}) }}
      >
        {children}
      </ListItemButton>
    </li>
  );
}

function GroupPanel({
  group,
  pathname,
  onNavigate,
}: {
  group: SidebarGroup;
  pathname: string;
  onNavigate?: () => void;
}) {
  if (group.entries.length === 0) {
    return group.emptyText ? (
      <Typography sx={{ px: 2, py: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {group.emptyText}
      </Typography>
    ) : null;
  }
  return (
    <List dense disablePadding>
      {group.entries.map((entry) => (
        <SidebarLink
          key={entry.path}
          path={entry.path}
          pathname={pathname}
          onNavigate={onNavigate}
          sx={{ pl: 3, fontSize: '0.8125rem' }}
        >
          {entry.label}
        </SidebarLink>
      ))}
    </List>
  );
}

/**
 * The admin sidebar: 180px wide, 40px collapsed. A group expands and collapses on click; expanding a
 * group while collapsed leaves the collapsed mode, so the entries are readable. The group of the current
 * page starts expanded.
 */
export function AdminSidebar({
  inDrawer = false,
  onNavigate,
}: {
  inDrawer?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const [collapsedState, setCollapsed] = useState(false);
  // In the drawer (narrow screens) there is room for the names: it never collapses.
  const collapsed = collapsedState && !inDrawer;
  const [openGroups, setOpenGroups] = useState(() => initiallyOpen(pathname));
  const idPrefix = useId();
  const width = inDrawer ? 240 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  function toggleGroup(label: string) {
    if (collapsed) {
      setCollapsed(false);
      setOpenGroups((open) => new Set(open).add(label));
      return;
    }
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(label)) next.add(label);
      return next;
    });
  }

  return (
    <Box
      component="nav"
      aria-label="Admin menu"
      data-collapsed={collapsed}
      onKeyDown={moveFocus}
      style={{ width }}
      sx={{
        flexShrink: 0,
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: 'width 150ms',
      }}
    >
      {!inDrawer && (
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <ButtonBase
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            sx={{ width: SIDEBAR_COLLAPSED_WIDTH, height: 36, fontSize: '1.125rem', ...focusSx }}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </ButtonBase>
        </Box>
      )}
      <List disablePadding>
        {sidebarGroups.map((group) => {
          // Collapsed, a group shows its initial; its full name stays its accessible name.
          const text = collapsed ? group.label.charAt(0) : group.label;
          const headerSx = {
            fontWeight: 700,
            fontSize: '0.875rem',
            px: collapsed ? 0 : 2,
            justifyContent: collapsed ? 'center' : 'flex-start',
          };
          if (group.path) {
            return (
              <SidebarLink
                key={group.label}
                path={group.path}
                pathname={pathname}
                onNavigate={onNavigate}
                label={collapsed ? group.label : undefined}
                sx={headerSx}
              >
                {text}
              </SidebarLink>
            );
          }
          const open = openGroups.has(group.label) && !collapsed;
          const panelId = `${idPrefix}-${group.label}`;
          return (
            <li key={group.label}>
              <ListItemButton
                component="button"
                onClick={() => toggleGroup(group.label)}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                aria-label={collapsed ? group.label : undefined}
                sx={{ ...headerSx, ...focusSx, width: '100%' }}
              >
                {text}
                {!collapsed && (
                  <Box component="span" aria-hidden="true" sx={{ ml: 'auto', fontSize: '0.75rem' }}>
                    {open ? '▴' : '▾'}
                  </Box>
                )}
              </ListItemButton>
              <Collapse in={open} id={panelId} unmountOnExit>
                <GroupPanel group={group} pathname={pathname} onNavigate={onNavigate} />
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
