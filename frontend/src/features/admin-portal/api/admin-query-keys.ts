/** The admin portal's cache keys, by what a change must read again (every key starts with 'admin'). */
export const adminKeys = {
  posts: ['admin', 'posts'] as const,
  comments: ['admin', 'comments'] as const,
  boards: ['admin', 'boards'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  reports: ['admin', 'reports'] as const,
  members: ['admin', 'members'] as const,
  /** A member search: its field, text, page and size (api/search-members.ts). */
  memberSearch: (search: object) => ['admin', 'members', 'search', search] as const,
  member: (userId: string) => ['admin', 'members', 'one', userId] as const,
  memberName: (userId: string) => ['admin', 'members', 'name', userId] as const,
  newestMembers: ['admin', 'members', 'newest', 5] as const,
  groups: ['admin', 'members', 'groups'] as const,
  menuTree: ['admin', 'menu-tree'] as const,
  siteSettings: ['admin', 'site-settings'] as const,
};
