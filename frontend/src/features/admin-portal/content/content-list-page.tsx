import type { AdminComment, AdminPost } from '@contracts/post-answers';
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Board } from '@contracts/board';
import type { SelectOption } from '@/components/small-select';
import { AdminPage } from '../components/admin-page';
import { MemberLink } from '../components/member-link';
import { PagedTable, type PageQuery } from '../components/paged-table';
import type { Column } from '../components/selectable-table';
import { SelectionToolbar } from '../components/selection-toolbar';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { formatDateTime } from '@/lib/format-date';
import { useBoards } from '../api/get-boards';
import { ContentFilters, toApiFilter, type ContentFilterValues } from './content-filters';

/** The boards, and a board's name for an id (the id itself while the boards load or for a removed board). */
export function useBoardNames() {
  const boards = useBoards();
  const boardName = (id: string) => boards.data?.find((b) => b.id === id)?.name ?? id;
  return { boards: boards.data ?? ([] as readonly Board[]), boardName };
}

/**
 * The state of a filtered, paged, selectable content list (posts or comments), starting on every board with
 * the first of its statuses and no search: a new filter clears the selection and goes back to the first page.
 */
export function useContentList(statuses: readonly SelectOption[]) {
  const [filter, setFilter] = useState<ContentFilterValues>({
    boardId: 'all',
    status: statuses[0]?.[0] ?? '',
    searchIn: 'text',
    query: '',
  });
  const pages = useCursorPages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clearSelection = () => setSelected(new Set());
  function changeFilter(next: ContentFilterValues) {
    setFilter(next);
    clearSelection();
    pages.reset();
  }
  return {
    statuses,
    filter,
    /** The filter and the page as the API takes them. */
    apiFilter: toApiFilter(filter, pages.nextToken),
    changeFilter,
    pages,
    selected,
    setSelected,
    clearSelection,
    ...useBoardNames(),
  };
}

export type ContentList = ReturnType<typeof useContentList>;

/** A content list's page: its title, links to the trash and the boards, and the filters above the list. */
export function ContentListPage({
  title,
  list,
  textLabel,
  children,
}: {
  readonly title: string;
  readonly list: ContentList;
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
        statuses={list.statuses}
        textLabel={textLabel}
        value={list.filter}
        onChange={list.changeFilter}
      />
      {children}
    </AdminPage>
  );
}

type ContentItem = AdminPost | AdminComment;

const TABLE_LABELS = { post: 'Posts', comment: 'Comments' } as const;

export interface ContentTableProps<T extends ContentItem> {
  readonly list: ContentList;
  readonly query: PageQuery & { readonly data?: { readonly items: readonly T[] } };
  readonly noun: keyof typeof TABLE_LABELS;
  /** Whether rows can be selected and moved to the trash (not for what is already there). */
  readonly selectable: boolean;
  readonly trash: { readonly isPending: boolean; readonly mutate: (ids: string[]) => void };
  /** Bulk actions after 'Move to trash'. */
  readonly moreActions?: ReactNode;
  readonly rowLabel: (item: T) => string;
  /** The first column: the item itself, linked to where the site shows it. */
  readonly itemColumn: Column<T>;
  /** Columns between the author and the date. */
  readonly moreColumns?: readonly Column<T>[];
}

/**
 * One page of posts or comments with their board, author and date, and the bulk actions on the selected ones.
 */
export function ContentTable<T extends ContentItem>({
  list,
  query,
  noun,
  selectable,
  trash,
  moreActions,
  rowLabel,
  itemColumn,
  moreColumns = [],
}: ContentTableProps<T>) {
  const { selected } = list;
  return (
    <Paper sx={{ p: 1 }}>
      {selectable && (
        <SelectionToolbar label={`Selected ${noun}s`} count={selected.size}>
          <Button
            variant="outlined"
            color="secondary"
            disabled={selected.size === 0 || trash.isPending}
            onClick={() => trash.mutate([...selected])}
          >
            Move to trash
          </Button>
          {moreActions}
        </SelectionToolbar>
      )}
      <PagedTable<T>
        query={query}
        pages={list.pages}
        emptyText={
          query.data?.nextToken
            ? `No matching ${noun}s on this page; try the next page.`
            : `No ${noun}s match.`
        }
        label={TABLE_LABELS[noun]}
        rows={query.data?.items ?? []}
        rowKey={(item) => item.id}
        rowLabel={rowLabel}
        selected={selectable ? selected : undefined}
        onSelectedChange={selectable ? list.setSelected : undefined}
        columns={[
          itemColumn,
          { header: 'Board', cell: (item) => list.boardName(item.boardId), wide: true },
          {
            header: 'Author',
            cell: (item) => <MemberLink userId={item.authorId}>{item.authorNickName}</MemberLink>,
          },
          ...moreColumns,
          { header: 'Date', cell: (item) => formatDateTime(item.createdAt), wide: true },
        ]}
      />
    </Paper>
  );
}
