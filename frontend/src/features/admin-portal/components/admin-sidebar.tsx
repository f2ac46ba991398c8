import { useId, useState } from 'react';
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

function GroupPanel({ group, pathname }: { group: SidebarGroup; pathname: string }) {
  if (group.entries.length === 0) {
    return group.emptyText ? (
      <Typography sx={{ px: 2, py: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {group.emptyText}
      </Typography>
    ) : null;
  }
  return (
    <List dense disablePadding>
      {group.entries.map((entry) => {
        const active = isEntryActive(entry.path, pathname);
        return (
          <li key={entry.path}>
            <ListItemButton
              component={RouterLink}
              to={entry.path}
              aria-current={active ? 'page' : undefined}
              sx={{ pl: 3, fontSize: '0.8125rem', ...(active ? activeSx : {}) }}
            >
              {entry.label}
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

/**
 * The admin sidebar (§2): 180px wide, 40px collapsed. A group expands and collapses on click; expanding a
 * group while collapsed leaves the collapsed mode (§4), so the entries are readable. The group of the current
 * page starts expanded.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [openGroups, setOpenGroups] = useState(() => initiallyOpen(pathname));
  const idPrefix = useId();
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

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
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
        <ButtonBase
          onClick={() => setCollapsed((value) => !value)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          sx={{ width: SIDEBAR_COLLAPSED_WIDTH, height: 36, fontSize: '1.125rem' }}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </ButtonBase>
      </Box>
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
            const active = isEntryActive(group.path, pathname);
            return (
              <li key={group.label}>
                <ListItemButton
                  component={RouterLink}
                  to={group.path}
                  aria-label={collapsed ? group.label : undefined}
                  aria-current={active ? 'page' : undefined}
                  sx={{ ...headerSx, ...(active ? activeSx : {}) }}
                >
                  {text}
                </ListItemButton>
              </li>
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
                sx={{ ...headerSx, width: '100%' }}
              >
                {text}
                {!collapsed && (
                  <Box component="span" aria-hidden="true" sx={{ ml: 'auto', fontSize: '0.75rem' }}>
                    {open ? '▴' : '▾'}
                  </Box>
                )}
              </ListItemButton>
              <Collapse in={open} id={panelId} unmountOnExit>
                <GroupPanel group={group} pathname={pathname} />
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
