import { BadRequestError, ConflictError, NotFoundError } from '../shared/http/errors';
import type { MenuRecord, MenuSnapshot } from './menu-repository';
import { MenuService } from './menu-service';

const menu = (
  id: string,
  parentId: string | null,
  sortOrder = 0,
  extra: Partial<MenuRecord> = {},
): MenuRecord => ({
  id,
  name: id,
  module: 'board',
  moduleId: id,
  link: `/board/${id}`,
  sortOrder,
  parentId,
  ...extra,
});

// a > b > c (3 levels), d top-level leaf, e > f (2 levels)
const base = [
  menu('a', null),
  menu('b', 'a'),
  menu('c', 'b'),
  menu('d', null, 1),
  menu('e', null, 2),
  menu('f', 'e'),
];

function serviceWith(menus: MenuRecord[] = base, commitResult = true) {
  const snapshot = async (): Promise<MenuSnapshot> => ({ version: 7, menus });
  const commit = jest.fn(async () => commitResult);
  let n = 0;
  return { service: new MenuService({ snapshot, commit }, () => `new-${++n}`), commit };
}

describe('MenuService.create', () => {
  it('appends after the last sibling and derives the link from module and moduleId', async () => {
    const { service, commit } = serviceWith();
    const created = await service.create({
      name: 'Notice',
      module: 'board',
      moduleId: 'notice',
      parentId: 'e',
    });
    expect(created).toEqual({
      id: 'new-1',
      name: 'Notice',
      module: 'board',
      moduleId: 'notice',
      link: '/board/notice',
      sortOrder: 1,
      parentId: 'e',
    });
    expect(commit).toHaveBeenCalledWith(7, [created], []);
  });

  it('keeps an external URL as the link', async () => {
    const { service } = serviceWith();
    await expect(
      service.create({ name: 'Docs', module: 'article', link: 'https://example.com/docs' }),
    ).resolves.toMatchObject({
      link: 'https://example.com/docs',
      parentId: null,
      sortOrder: 3,
    });
  });

  it('fails with 400 under a level-3 menu (no 4th level) or an unknown parent, writing nothing', async () => {
    const { service, commit } = serviceWith();
    await expect(service.create({ name: 'x', module: 'board', parentId: 'c' })).rejects.toThrow(
      /at most 3 levels/,
    );
    await expect(service.create({ name: 'x', module: 'board', parentId: 'zz' })).rejects.toBeInstanceOf(
      BadRequestError,
    );
    expect(commit).not.toHaveBeenCalled();
  });

  it('fails with 409 when the menu changed since it was read', async () => {
    const { service } = serviceWith(base, false);
    await expect(service.create({ name: 'x', module: 'board' })).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('MenuService.update', () => {
  it('re-derives an internal link when the module changes, keeps an external one', async () => {
    const { service } = serviceWith([...base, menu('x', null, 5, { link: 'https://example.com' })]);
    await expect(service.update({ id: 'd', module: 'article', moduleId: 'about' })).resolves.toMatchObject({
      link: '/article/about',
    });
    await expect(service.update({ id: 'x', name: 'Ext' })).resolves.toMatchObject({
      link: 'https://example.com',
      name: 'Ext',
    });
    await expect(service.update({ id: 'x', link: null })).resolves.toMatchObject({ link: '/board/x' });
  });

  it('fails with 404 for an unknown id', async () => {
    const { service } = serviceWith();
    await expect(service.update({ id: 'nope', name: 'n' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('MenuService.remove', () => {
  it('refuses (409) a menu with children unless asked to cascade, then deletes the subtree', async () => {
    const { service, commit } = serviceWith();
    await expect(service.remove({ id: 'a' })).rejects.toBeInstanceOf(ConflictError);
    expect(commit).not.toHaveBeenCalled();
    await expect(service.remove({ id: 'a', cascade: true })).resolves.toEqual({
      id: 'a',
      deletedIds: ['a', 'b', 'c'],
    });
    expect(commit).toHaveBeenCalledWith(7, [], ['a', 'b', 'c']);
  });

  it('deletes a leaf without cascade', async () => {
    const { service } = serviceWith();
    await expect(service.remove({ id: 'd' })).resolves.toEqual({ id: 'd', deletedIds: ['d'] });
  });
});

describe('MenuService.move', () => {
  it('reparents and reorders within 3 levels', async () => {
    const { service } = serviceWith();
    await expect(service.move({ id: 'd', parentId: 'b', sortOrder: 4 })).resolves.toMatchObject({
      parentId: 'b',
      sortOrder: 4,
    });
    await expect(service.move({ id: 'b', parentId: null, sortOrder: 0 })).resolves.toMatchObject({
      parentId: null,
    });
  });

  it('fails with 400 for a cycle (under itself or a descendant)', async () => {
    const { service, commit } = serviceWith();
    await expect(service.move({ id: 'a', parentId: 'a', sortOrder: 0 })).rejects.toThrow(/under itself/);
    await expect(service.move({ id: 'a', parentId: 'c', sortOrder: 0 })).rejects.toThrow(/under itself/);
    expect(commit).not.toHaveBeenCalled();
  });

  it('fails with 400 when the moved subtree would reach a 4th level', async () => {
    const { service } = serviceWith();
    // e > f is 2 levels; under b (level 2) it would span levels 3 and 4.
    await expect(service.move({ id: 'e', parentId: 'b', sortOrder: 0 })).rejects.toThrow(/at most 3 levels/);
    await expect(service.move({ id: 'e', parentId: 'a', sortOrder: 0 })).resolves.toMatchObject({
      parentId: 'a',
    });
  });
});
