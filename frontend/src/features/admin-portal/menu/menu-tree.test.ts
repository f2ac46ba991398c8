import { countDescendants, planDrop, planKeyboardMove, type MenuNode } from './menu-tree';

function node(
  id: string,
  sortOrder: number,
  children: MenuNode[] = [],
  parentId: string | null = null,
): MenuNode {
  return { id, name: id, module: 'board', moduleId: id, link: `/board/${id}`, sortOrder, parentId, children };
}

// home(10) · community(20) › boards(10) › notice(10), free(20) · about(30)
const tree: MenuNode[] = [
  node('home', 10),
  node('community', 20, [node('boards', 10, [node('notice', 10), node('free', 20)])]),
  node('about', 30),
];

describe('menu moves (3 levels)', () => {
  it('moves up between the neighbours with one call when there is room', () => {
    expect(planKeyboardMove(tree, 'about', 'up')).toEqual({
      steps: [{ id: 'about', parentId: null, sortOrder: 15 }],
    });
  });

  it('renumbers the siblings when no whole number fits between the neighbours', () => {
    const tight = [node('a', 1), node('b', 2), node('c', 3)];
    expect(planKeyboardMove(tight, 'c', 'up')).toEqual({
      steps: [
        { id: 'a', parentId: null, sortOrder: 10 },
        { id: 'c', parentId: null, sortOrder: 20 },
        { id: 'b', parentId: null, sortOrder: 30 },
      ],
    });
  });

  it('indents under the item above, as its last child', () => {
    expect(planKeyboardMove(tree, 'about', 'indent')).toEqual({
      steps: [{ id: 'about', parentId: 'community', sortOrder: 20 }],
    });
  });

  it('outdents to right after the parent', () => {
    expect(planKeyboardMove(tree, 'free', 'outdent')).toEqual({
      steps: [{ id: 'free', parentId: 'community', sortOrder: 20 }],
    });
  });

  it('refuses a 4th level, with the reason', () => {
    expect(planKeyboardMove(tree, 'free', 'indent')).toEqual({
      refused: 'Menus are at most 3 levels deep. Moving "free" there would put it on level 4.',
    });
    // A 2-level subtree dropped into a level-2 item would reach level 4.
    expect(planDrop(tree, 'boards', 'home', 'inside')).toEqual({
      steps: [{ id: 'boards', parentId: 'home', sortOrder: 9 }],
    });
    const refused = planDrop(tree, 'community', 'boards', 'inside');
    expect(refused).toEqual({ refused: 'A menu item cannot be moved under one of its own sub-menus.' });
    expect(planDrop(tree, 'community', 'notice', 'before')).toEqual({
      refused: 'A menu item cannot be moved under one of its own sub-menus.',
    });
    const deep = [node('x', 10, [node('y', 10)]), ...tree];
    expect(planDrop(deep, 'x', 'boards', 'inside')).toEqual({
      refused: 'Menus are at most 3 levels deep. Moving "x" there would put its sub-menus on level 4.',
    });
  });

  it('drops before and after another item, across levels', () => {
    expect(planDrop(tree, 'home', 'free', 'after')).toEqual({
      steps: [{ id: 'home', parentId: 'boards', sortOrder: 30 }],
    });
    expect(planDrop(tree, 'notice', 'home', 'before')).toEqual({
      steps: [{ id: 'notice', parentId: null, sortOrder: 4 }],
    });
  });

  it('says when a move goes nowhere', () => {
    expect(planKeyboardMove(tree, 'home', 'up')).toEqual({
      refused: '"home" is already the first item at this level.',
    });
    expect(planKeyboardMove(tree, 'home', 'outdent')).toEqual({
      refused: '"home" is already on the top level.',
    });
  });

  it('counts what a delete takes with it', () => {
    expect(countDescendants(tree[1] as MenuNode)).toBe(3);
    expect(countDescendants(tree[0] as MenuNode)).toBe(0);
  });
});
