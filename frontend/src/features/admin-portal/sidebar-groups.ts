/** One link of the admin sidebar. */
export interface SidebarEntry {
  readonly label: string;
  readonly path: string;
}

/**
 * A sidebar group (the table in docs/web-app.md, "Admin layout"). A group with `path` is itself a link (Dashboard);
 * the others expand to show their entries, or `emptyText` when they have none to offer yet.
 */
export interface SidebarGroup {
  readonly label: string;
  readonly path?: string;
  readonly entries: readonly SidebarEntry[];
  readonly emptyText?: string;
}

/** Exactly the groups, entries and paths the product fixes ('File Uplaod' is spelled as it requires). */
export const sidebarGroups: readonly SidebarGroup[] = [
  { label: 'Dashboard', path: '/admin', entries: [] },
  {
    label: 'Menu',
    entries: [
      { label: 'Menu Editor', path: '/admin/menu/edit' },
      { label: 'Site Design', path: '/admin/site/design' },
      { label: 'Layouts', path: '/admin/layout/list' },
    ],
  },
  {
    label: 'Member',
    entries: [
      { label: 'Member List', path: '/admin/member/list' },
      { label: 'Member Setting', path: '/admin/member/setting' },
      { label: 'Member Group', path: '/admin/member/group' },
      { label: 'Point', path: '/admin/point' },
    ],
  },
  {
    label: 'Content',
    entries: [
      { label: 'Post', path: '/admin/post/list' },
      { label: 'Comment', path: '/admin/comment/list' },
      { label: 'File', path: '/admin/file/list' },
      { label: 'Poll', path: '/admin/poll/list' },
      { label: 'Multilingual', path: '/admin/language/list' },
      { label: 'Trash', path: '/admin/trash/list' },
      { label: 'SpamFilter', path: '/admin/spam/list' },
    ],
  },
  { label: 'Favorite', entries: [], emptyText: 'No data...' },
  {
    label: 'Settings',
    entries: [
      { label: 'General', path: '/admin/setting/general' },
      { label: 'Admin Setup', path: '/admin/setting/menu' },
      { label: 'File Uplaod', path: '/admin/setting/file' },
    ],
  },
  // The product fixes Advanced as empty: the group opens on nothing (Rhymix's easy install, modules, add-ons
  // and widgets have no counterpart here).
  { label: 'Advanced', entries: [] },
];

/** The entry for a path: exact, or the page below it (e.g. /admin/post/list/42 keeps 'Post' active). */
export function isEntryActive(entryPath: string, pathname: string): boolean {
  if (entryPath === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * The sidebar's name for an admin module (`/admin/<module>/…`), so a screen that is not built yet is titled as
 * its sidebar entry is; the module's own name when no entry leads there.
 */
export function sectionLabel(module: string): string {
  const prefix = `/admin/${module}`;
  for (const group of sidebarGroups) {
    const entry = group.entries.find((e) => e.path === prefix || e.path.startsWith(`${prefix}/`));
    if (entry) return entry.label;
  }
  return module;
}
