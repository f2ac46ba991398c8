import { useState, type ReactNode } from 'react';
import type { Board } from '@contracts/board';
import type { SelectOption } from '@/components/small-select';
import { AdminPage } from '../components/admin-page';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { useBoards } from './api';
import { ContentFilters, type ContentFilterValues } from './content-filters';

/** The boards, and a board's name for an id (the id itself while the boards load or for a removed board). */
export function useBoardNames() {
  const boards = useBoards();
  const boardName = (id: string) => boards.data?.find((b) => b.id === id)?.name ?? id;
  return { boards: boards.data ?? ([] as readonly Board[]), boardName };
}

/**
 * The state of a filtered, paged, selectable content list (posts or comments): a new filter clears the
 * selection and goes back to the first page.
 */
export function useContentList(initial: ContentFilterValues) {
  const [filter, setFilter] = useState(initial);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clearSelection = () => setSelected(new Set());
  function changeFilter(next: ContentFilterValues) {
    setFilter(next);
    clearSelection();
    pages.reset();
  }
  return { filter, changeFilter, pages, selected, setSelected, clearSelection, ...useBoardNames() };
}

export type ContentList = ReturnType<typeof useContentList>;

/** A content list's page: its title, links to the trash and the boards, and the filters above the list. */
export function ContentListPage({
  title,
  list,
  statuses,
  textLabel,
  children,
}: {
  readonly title: string;
  readonly list: ContentList;
  readonly statuses: readonly SelectOption[];
  /** 'Title' for posts, 'Text' for comments. */
  readonly textLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      links={[
        ['Trash', '/admin/trash/list'],
        ['Boards', '/admin/board/list'],
      ]}
    >
      <ContentFilters
        boards={list.boards}
        statuses={statuses}
        textLabel={textLabel}
        value={list.filter}
        onChange={list.changeFilter}
      />
      {children}
    </AdminPage>
  );
}
