import { useRef } from 'react';
import Box from '@mui/material/Box';
import { headingOfSection, useListTopAfterPaging } from '@/lib/list-top';
import type { CursorPages } from '../hooks/use-cursor-pages';
import { QueryState, type ListQuery } from './list-state';
import { Pager } from './pager';
import { SelectableTable, type SelectableTableProps } from './selectable-table';

/** What a paged table needs of its query (a TanStack Query result for one page). */
export interface PageQuery extends ListQuery {
  readonly data?: { readonly nextToken?: string | null } | undefined;
}

export interface PagedTableProps<T> extends SelectableTableProps<T> {
  readonly query: PageQuery;
  readonly pages: CursorPages;
  /** What an empty page means, in words. */
  readonly emptyText: string;
}

/**
 * One page of a cursor-paginated list as a table, with its loading, failure and empty states, and Previous /
 * Next under it. Previous / Next bring the heading of the section around the table back into view, with the
 * focus (lib/list-top.ts).
 */
export function PagedTable<T>({ query, pages, emptyText, ...table }: PagedTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const paging = useListTopAfterPaging(pages.pageNumber, () => headingOfSection(box.current));
  return (
    <Box ref={box}>
      <QueryState query={query} empty={table.rows.length === 0} emptyText={emptyText}>
        <SelectableTable<T> {...table} />
      </QueryState>
      <Pager
        pageNumber={pages.pageNumber}
        nextToken={query.data?.nextToken}
        onPrevious={paging(pages.previous)}
        onNext={paging(pages.next)}
      />
    </Box>
  );
}
