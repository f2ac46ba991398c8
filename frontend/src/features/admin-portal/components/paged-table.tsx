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
 * Next under it.
 */
export function PagedTable<T>({ query, pages, emptyText, ...table }: PagedTableProps<T>) {
  return (
    <>
      <QueryState query={query} empty={table.rows.length === 0} emptyText={emptyText}>
        <SelectableTable<T> {...table} />
      </QueryState>
      <Pager
        pageNumber={pages.pageNumber}
        nextToken={query.data?.nextToken}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}
