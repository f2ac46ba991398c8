import type { ReactNode } from 'react';
import type { CursorPages } from '../hooks/use-cursor-pages';
import { ListState } from './list-state';
import { Pager } from './pager';

/** What a paged list needs of its query (a TanStack Query result for one page). */
export interface PageQuery {
  readonly isPending: boolean;
  readonly error: unknown;
  readonly data?: { readonly nextToken?: string | null } | undefined;
  readonly refetch: () => unknown;
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
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={empty}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      >
        {children}
      </ListState>
      <Pager
        pageNumber={pages.pageNumber}
        nextToken={query.data?.nextToken}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}
