/** A menu node as `menuTree` answers it: a board entry at the top level unless `extra` says otherwise. */
export const menuNode = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  module: 'board',
  moduleId: id,
  link: null,
  sortOrder: 1,
  parentId: null,
  children: null,
  ...extra,
});
