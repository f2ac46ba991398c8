import { randomUUID } from 'node:crypto';
import {
  MENU_MAX_CASCADE,
  MENU_MAX_DEPTH,
  MENU_MAX_ITEMS,
  MENU_MAX_SORT_ORDER,
  menuLink,
  type CreateMenuInput,
  type DeleteMenuInput,
  type MoveMenuInput,
  type UpdateMenuInput,
} from '../../contracts/menu';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/http/errors';
import type { MenuRecord, MenuRepository, MenuSnapshot } from './menu-repository';

const isExternal = (link: string | null | undefined) =>
  typeof link === 'string' && /^https?:\/\//i.test(link);

/** The menu as a tree for rule checks: depth of a menu, its descendants, the height of its subtree. */
class MenuTree {
  private readonly byId: Map<string, MenuRecord>;
  constructor(readonly menus: readonly MenuRecord[]) {
    this.byId = new Map(menus.map((m) => [m.id, m]));
  }
  get(id: string): MenuRecord {
    const menu = this.byId.get(id);
    if (!menu) throw new NotFoundError(`No menu with id ${id}.`);
    return menu;
  }
  children(id: string | null): MenuRecord[] {
    return this.menus.filter((m) => m.parentId === id);
  }
  /** 1 for a top-level menu. Bounded by the item count, so a corrupt loop in storage cannot hang it. */
  depth(id: string): number {
    let depth = 1;
    let current = this.get(id);
    while (current.parentId && depth <= this.menus.length) {
      current = this.get(current.parentId);
      depth++;
    }
    return depth;
  }
  descendants(id: string): MenuRecord[] {
    const out: MenuRecord[] = [];
    const queue = [id];
    while (queue.length > 0 && out.length <= this.menus.length) {
      const next = queue.shift() as string;
      for (const child of this.children(next)) {
        out.push(child);
        queue.push(child.id);
      }
    }
    return out;
  }
  /** Levels in the subtree rooted at id: 1 for a leaf. */
  height(id: string): number {
    const base = this.depth(id);
    return Math.max(1, ...this.descendants(id).map((d) => this.depth(d.id) - base + 1));
  }
  nextSortOrder(parentId: string | null): number {
    const siblings = this.children(parentId);
    return siblings.length === 0
      ? 0
      : Math.min(MENU_MAX_SORT_ORDER, Math.max(...siblings.map((s) => s.sortOrder)) + 1);
  }
}

/**
 * Admin menu edits. Each reads the whole menu once, checks the rules (3 levels, no cycles, no orphaned
 * children) and commits conditionally on the version it read: two admins editing at once cannot produce
 * a cycle or a 4th level; the later one gets a 409 and retries on fresh data.
 */
export class MenuService {
  constructor(
    private readonly repository: Pick<MenuRepository, 'snapshot' | 'commit'>,
    private readonly newId: () => string = randomUUID,
  ) {}

  async create(input: CreateMenuInput): Promise<MenuRecord> {
    const snapshot = await this.repository.snapshot();
    const tree = new MenuTree(snapshot.menus);
    if (snapshot.menus.length >= MENU_MAX_ITEMS) {
      throw new BadRequestError(`A site menu holds at most ${MENU_MAX_ITEMS} items.`);
    }
    const parentId = input.parentId ?? null;
    if (parentId) this.assertParent(tree, parentId, 1);
    const menu: MenuRecord = {
      id: this.newId(),
      name: input.name,
      module: input.module,
      moduleId: input.moduleId ?? null,
      link: menuLink({ module: input.module, moduleId: input.moduleId, link: input.link }),
      sortOrder: input.sortOrder ?? tree.nextSortOrder(parentId),
      parentId,
    };
    await this.commit(snapshot, [menu]);
    return menu;
  }

  async update(input: UpdateMenuInput): Promise<MenuRecord> {
    const snapshot = await this.repository.snapshot();
    const current = new MenuTree(snapshot.menus).get(input.id);
    const module = input.module ?? current.module;
    const moduleId = input.moduleId === undefined ? current.moduleId : input.moduleId;
    // An explicit link sets an external URL; null returns to the derived one; absent keeps what it was.
    const external = input.link === undefined ? (isExternal(current.link) ? current.link : null) : input.link;
    const menu: MenuRecord = {
      ...current,
      name: input.name ?? current.name,
      module,
      moduleId,
      link: menuLink({ module, moduleId, link: external }),
    };
    await this.commit(snapshot, [menu]);
    return menu;
  }

  async remove(input: DeleteMenuInput): Promise<{ id: string; deletedIds: string[] }> {
    const snapshot = await this.repository.snapshot();
    const tree = new MenuTree(snapshot.menus);
    tree.get(input.id);
    const descendants = tree.descendants(input.id);
    if (descendants.length > 0 && !input.cascade) {
      throw new ConflictError(
        descendants.length === 1
          ? 'This menu has 1 sub-menu. Move or delete it first, or delete with cascade.'
          : `This menu has ${descendants.length} sub-menus. Move or delete them first, or delete with cascade.`,
      );
    }
    if (descendants.length > MENU_MAX_CASCADE) {
      throw new BadRequestError(`A cascading delete removes at most ${MENU_MAX_CASCADE} sub-menus at once.`);
    }
    const deletedIds = [input.id, ...descendants.map((d) => d.id)];
    await this.commit(snapshot, [], deletedIds);
    return { id: input.id, deletedIds };
  }

  async move(input: MoveMenuInput): Promise<MenuRecord> {
    const snapshot = await this.repository.snapshot();
    const tree = new MenuTree(snapshot.menus);
    const current = tree.get(input.id);
    const parentId = input.parentId ?? null;
    if (parentId) {
      if (parentId === input.id || tree.descendants(input.id).some((d) => d.id === parentId)) {
        throw new BadRequestError('A menu cannot be moved under itself or one of its sub-menus.', [
          { field: 'input.parentId', message: 'would create a cycle' },
        ]);
      }
      this.assertParent(tree, parentId, tree.height(input.id));
    }
    const menu: MenuRecord = { ...current, parentId, sortOrder: input.sortOrder };
    await this.commit(snapshot, [menu]);
    return menu;
  }

  /** The parent exists and a subtree of `height` levels fits under it within the maximum depth. */
  private assertParent(tree: MenuTree, parentId: string, height: number): void {
    const parentDepth = (() => {
      try {
        return tree.depth(parentId);
      } catch {
        throw new BadRequestError(`No parent menu with id ${parentId}.`, [
          { field: 'input.parentId', message: 'does not exist' },
        ]);
      }
    })();
    if (parentDepth + height > MENU_MAX_DEPTH) {
      throw new BadRequestError(`Menus are at most ${MENU_MAX_DEPTH} levels deep.`, [
        { field: 'input.parentId', message: `would put a menu on level ${parentDepth + height}` },
      ]);
    }
  }

  private async commit(snapshot: MenuSnapshot, puts: MenuRecord[], deleteIds: string[] = []): Promise<void> {
    if (!(await this.repository.commit(snapshot.version, puts, deleteIds))) {
      throw new ConflictError('The menu was changed by someone else meanwhile. Please reload and try again.');
    }
  }
}
