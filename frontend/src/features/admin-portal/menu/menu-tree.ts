import { MENU_MAX_DEPTH } from '@contracts/menu';
import type { MenuTreeItem } from '@contracts/menu-tree';

/** A menu item as the editor holds it: the server's tree as contracts/menu-tree.ts parses it. */
export type MenuNode = MenuTreeItem;

/** Where a node is: its parent (null at the top), its siblings (itself included), its level (1–3). */
export interface MenuPlace {
  readonly node: MenuNode;
  readonly parent: MenuNode | null;
  readonly siblings: readonly MenuNode[];
  readonly index: number;
  readonly depth: number;
}

export function findPlace(tree: readonly MenuNode[], id: string): MenuPlace | undefined {
  const walk = (
    siblings: readonly MenuNode[],
    parent: MenuNode | null,
    depth: number,
  ): MenuPlace | undefined => {
    for (const [index, node] of siblings.entries()) {
      if (node.id === id) return { node, parent, siblings, index, depth };
      const found = walk(node.children, node, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, null, 1);
}

/** Levels a node and its sub-menus take: 1 for a leaf. */
export function heightOf(node: MenuNode): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

export function countDescendants(node: MenuNode): number {
  return node.children.reduce((sum, child) => sum + 1 + countDescendants(child), 0);
}

function isInside(node: MenuNode, id: string): boolean {
  return node.children.some((child) => child.id === id || isInside(child, id));
}

/** One moveMenu call: the item's new parent and sortOrder. */
export interface MoveStep {
  readonly id: string;
  readonly parentId: string | null;
  readonly sortOrder: number;
}

export type MovePlan = { readonly steps: readonly MoveStep[] } | { readonly refused: string };

export const DEPTH_MESSAGE = `Menus are at most ${MENU_MAX_DEPTH} levels deep.`;

/**
 * The moveMenu calls that put `node` at `index` among `newSiblings` (which do not contain it) under
 * `parentId`. The server keeps siblings' sortOrders as they are, so when no whole number fits between the
 * neighbours the siblings are renumbered (10, 20, …) as well.
 */
function placeAt(
  node: MenuNode,
  parentId: string | null,
  newSiblings: readonly MenuNode[],
  index: number,
): MovePlan {
  const before = newSiblings[index - 1];
  const after = newSiblings[index];
  const low = before ? before.sortOrder : -1;
  const high = after ? after.sortOrder : low + 20;
  if (high - low >= 2) {
    return { steps: [{ id: node.id, parentId, sortOrder: Math.floor((low + high) / 2) }] };
  }
  const ordered = [...newSiblings.slice(0, index), node, ...newSiblings.slice(index)];
  const steps = ordered
    .map((item, i) => ({ id: item.id, parentId, sortOrder: (i + 1) * 10, was: item }))
    .filter((step) => step.was === node || step.was.sortOrder !== step.sortOrder)
    .map(({ id, parentId: p, sortOrder }) => ({ id, parentId: p, sortOrder }));
  return { steps };
}

function checkDepth(node: MenuNode, parentDepth: number): string | undefined {
  const deepest = parentDepth + heightOf(node);
  if (deepest <= MENU_MAX_DEPTH) return undefined;
  return `${DEPTH_MESSAGE} Moving "${node.name}" there would put ${
    node.children.length > 0 ? 'its sub-menus' : 'it'
  } on level ${deepest}.`;
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The move buttons: up and down among the siblings; indent makes the item the last child of the item above
 * it; outdent puts it right after its parent.
 */
export function planKeyboardMove(tree: readonly MenuNode[], id: string, move: KeyboardMove): MovePlan {
  const place = findPlace(tree, id);
  if (!place) return { refused: 'This menu item no longer exists.' };
  const { node, parent, siblings, index, depth } = place;
  const others = siblings.filter((s) => s.id !== id);
  const parentId = parent?.id ?? null;
  switch (move) {
    case 'up':
      if (index === 0) return { refused: `"${node.name}" is already the first item at this level.` };
      return placeAt(node, parentId, others, index - 1);
    case 'down':
      if (index === siblings.length - 1)
        return { refused: `"${node.name}" is already the last item at this level.` };
      return placeAt(node, parentId, others, index + 1);
    case 'indent': {
      const above = siblings[index - 1];
      if (!above) return { refused: `"${node.name}" has no item above it to move under.` };
      const refused = checkDepth(node, depth);
      if (refused) return { refused };
      return placeAt(node, above.id, above.children, above.children.length);
    }
    case 'outdent': {
      if (!parent) return { refused: `"${node.name}" is already on the top level.` };
      const parentPlace = findPlace(tree, parent.id);
      if (!parentPlace) return { refused: 'This menu item no longer exists.' };
      const grandSiblings = parentPlace.siblings;
      return placeAt(node, parentPlace.parent?.id ?? null, grandSiblings, parentPlace.index + 1);
    }
  }
}

export type DropPosition = 'before' | 'after' | 'inside';

/** Drag and drop: before or after the target (as its sibling), or inside it (as its last child). */
export function planDrop(
  tree: readonly MenuNode[],
  draggedId: string,
  targetId: string,
  position: DropPosition,
): MovePlan {
  if (draggedId === targetId) return { steps: [] };
  const dragged = findPlace(tree, draggedId);
  const target = findPlace(tree, targetId);
  if (!dragged || !target) return { refused: 'This menu item no longer exists.' };
  if (isInside(dragged.node, targetId)) {
    return { refused: 'A menu item cannot be moved under one of its own sub-menus.' };
  }
  if (position === 'inside') {
    const refused = checkDepth(dragged.node, target.depth);
    if (refused) return { refused };
    const children = target.node.children.filter((c) => c.id !== draggedId);
    return placeAt(dragged.node, target.node.id, children, children.length);
  }
  const refused = checkDepth(dragged.node, target.depth - 1);
  if (refused) return { refused };
  const others = target.siblings.filter((s) => s.id !== draggedId);
  const targetIndex = others.findIndex((s) => s.id === targetId);
  return placeAt(
    dragged.node,
    target.parent?.id ?? null,
    others,
    position === 'before' ? targetIndex : targetIndex + 1,
  );
}

/** Whether an item on `depth` may get children (the 3-level rule). */
export function canHaveChildren(depth: number): boolean {
  return depth < MENU_MAX_DEPTH;
}
