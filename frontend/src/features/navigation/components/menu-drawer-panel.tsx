import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Menu } from '@contracts/graphql/types.generated';
import { useMenuTree } from '../api/get-menu-tree';
import { descendantHrefs, isExternalHref, menuHref } from '../menu-href';

const indent = (depth: number) => 2 + depth * 2;

/** An entry of the tree at its depth; following a link closes the drawer (`onNavigate`). */
interface EntryProps {
  readonly item: Menu;
  readonly depth: number;
  readonly currentPath: string;
  readonly onNavigate: () => void;
}

function EntryLink({ item, depth, currentPath, onNavigate }: EntryProps) {
  const href = menuHref(item);
  const current = href === currentPath;
  const external = isExternalHref(href);
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...(external ? { component: 'a', href } : { component: RouterLink, to: href })}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: indent(depth), minHeight: 48 }}
      >
        {item.name}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A parent: a disclosure button opening its children. A parent is also a page of its own (a board, an
 * article), so its link comes first among the children: every entry of the tree can be reached.
 */
function ParentEntry({ item, depth, currentPath, onNavigate }: EntryProps) {
  const ownHref = menuHref(item);
  const holdsCurrent = [ownHref, ...descendantHrefs(item)].includes(currentPath);
  const [expanded, setExpanded] = useState(holdsCurrent);
  const groupId = useId();
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton
          aria-expanded={expanded}
          aria-controls={groupId}
          aria-current={holdsCurrent ? 'true' : undefined}
          onClick={() => setExpanded((value) => !value)}
          sx={{ pl: indent(depth), minHeight: 48, justifyContent: 'space-between', fontWeight: 700 }}
        >
          {item.name}
          <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
        </ListItemButton>
      </ListItem>
      <Collapse in={expanded} id={groupId} component="li" unmountOnExit>
        <List disablePadding aria-label={item.name}>
          <EntryLink item={item} depth={depth + 1} currentPath={currentPath} onNavigate={onNavigate} />
          {(item.children ?? []).map((child) => (
            <MenuTreeEntry
              key={child.id}
              item={child}
              depth={depth + 1}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function MenuTreeEntry(props: EntryProps) {
  return props.item.children && props.item.children.length > 0 ? (
    <ParentEntry {...props} />
  ) : (
    <EntryLink {...props} />
  );
}

export interface MenuDrawerPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The id the menu button's aria-controls names. */
  readonly id: string;
}

/** The drawer itself: the whole menu tree, loaded on the first opening (it is not part of the first render). */
export default function MenuDrawerPanel({ open, onClose, id }: MenuDrawerPanelProps) {
  const headingId = useId();
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const items = tree.data ?? [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{ paper: { id, 'aria-labelledby': headingId, sx: { width: 'min(85vw, 320px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={headingId} component="h2" variant="h3">
          Menu
        </Typography>
        <Button onClick={onClose}>Close</Button>
      </Box>
      <Box component="nav" aria-label="Main menu">
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
            {tree.isPending ? 'Loading the menu…' : 'The menu is empty or could not be loaded.'}
          </Typography>
        ) : (
          <List>
            {items.map((item) => (
              <MenuTreeEntry
                key={item.id}
                item={item}
                depth={0}
                currentPath={pathname}
                onNavigate={onClose}
              />
            ))}
          </List>
        )}
      </Box>
    </Drawer>
  );
}
