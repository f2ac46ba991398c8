import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { KeyboardMove, MenuNode } from './menu-tree';

const MOVES: readonly [KeyboardMove, string, string][] = [
  ['up', '↑', 'Move up'],
  ['down', '↓', 'Move down'],
  ['outdent', '←', 'Move out one level'],
  ['indent', '→', 'Move under the item above'],
];

export interface MenuRowActionsProps {
  readonly node: MenuNode;
  readonly isHome: boolean;
  readonly busy: boolean;
  readonly onMove: (move: KeyboardMove) => void;
  readonly onAddChild: () => void;
  readonly onAddSibling: () => void;
  /** Sets this item as the home page, or (when it already is) clears the setting. */
  readonly onToggleHome: () => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/**
 * One menu row's buttons. Every button's accessible name starts with its visible text and ends with the item's
 * name, so speech input can say what it sees and a screen reader knows which row a button acts on; the arrow
 * buttons are the keyboard's way to do what drag and drop does.
 */
export function MenuRowActions({
  node,
  isHome,
  busy,
  onMove,
  onAddChild,
  onAddSibling,
  onToggleHome,
  onEdit,
  onDelete,
}: MenuRowActionsProps) {
  const homeLabel = isHome ? 'Clear home page' : 'Set as home page';
  return (
    <Box
      role="group"
      aria-label={`Actions for ${node.name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {MOVES.map(([move, symbol, label]) => (
        <Button
          key={move}
          size="small"
          variant="outlined"
          aria-label={`${label}: ${node.name}`}
          title={label}
          data-move={`${node.id} ${move}`}
          disabled={busy}
          onClick={() => onMove(move)}
          sx={{ minWidth: 32, px: 1 }}
        >
          {symbol}
        </Button>
      ))}
      <Button size="small" disabled={busy} onClick={onAddChild} aria-label={`Add child to ${node.name}`}>
        Add child
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={onAddSibling}
        aria-label={`Add sibling after ${node.name}`}
      >
        Add sibling
      </Button>
      <Button size="small" disabled={busy} onClick={onToggleHome} aria-label={`${homeLabel}: ${node.name}`}>
        {homeLabel}
      </Button>
      <Button size="small" disabled={busy} onClick={onEdit} aria-label={`Edit ${node.name}`}>
        Edit
      </Button>
      <Button
        size="small"
        color="secondary"
        disabled={busy}
        onClick={onDelete}
        aria-label={`Delete ${node.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}
