import type { ReactNode } from 'react';
import type { CursorPages } from '../hooks/use-cursor-pages';
import { QueryState, type ListQuery } from './list-state';
import { Pager } from './pager';

/** What a paged list needs of its query (a TanStack Query result for one page). */
export interface PageQuery extends ListQuery {
  readonly data?: { readonly nextToken?: string | null } | undefined;
}

export interface PagedListProps {
  readonly query: PageQuery;
  readonly pages: CursorPages;
  readonly empty: boolean;
  readonly emptyText: string;
  readonly children: ReactNode;
}

/** One page of a cursor-paginated list with its loading, failure and empty states, and Previous / Next under it. */
export function PagedList({ query, pages, empty, emptyText, children }: PagedListProps) {
  return (
    <>
      <QueryState query={query} empty={empty} emptyText={emptyText}>
        {children}
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
