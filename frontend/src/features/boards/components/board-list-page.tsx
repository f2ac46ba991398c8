import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useBoard } from '../api/get-board';
import { useBoardPosts } from '../api/get-board-posts';
import { useBoardSearch } from '../api/search-board';
import { boardSearchOf, readListState } from '../board-urls';
import { BoardPostsView } from './board-posts';
import type { BoardScreenProps } from './board-screen-props';
import { CategoryTabs } from './category-tabs';
import { WriteButton } from './write-button';
import { preloadable, useLoadedCode } from '@/lib/preloadable';
import { whenIdle } from '@/lib/when-idle';
import { boardUrl } from '@/lib/urls';

// The search form, under the list, downloads once the browser is idle after the list has rendered: its
// text box and select are not needed to show the board, and started with the first render their downloads
// would land before the list's first paint and count towards it (docs/performance.md, "First render").
const searchFormCode = preloadable(() => import('./board-search-form'));
// The search results (and the highlighting they need) download only for a search's address: a board's list
// never needs them, and the site's search page shares their rows without the list page's code.
const searchResultsCode = preloadable(() => import('./board-search-results'));

/**
 * `/board/{boardId}`: the board's name and description, categories, its posts, search and page links; with
 * `q` in the address, the board's search results instead of its posts. One request: the list's or the
 * search's answer carries the board's record (get-board-posts.ts and search-board.ts put it under the board's
 * key).
 */
export function BoardListPage({ boardId, ...screen }: BoardScreenProps & { boardId: string }) {
  const [params] = useSearchParams();
  const state = readListState(params);
  const search = boardSearchOf(state);
  const ready = !screen.sessionLoading;
  // The rows' query (shown by BoardPostsView or the search results below): its answer brings the board's
  // record. One of the two runs, by the address.
  const posts = useBoardPosts(boardId, state, { viewer: screen.viewer, enabled: ready && !search });
  const found = useBoardSearch(boardId, search, { viewer: screen.viewer, enabled: ready });
  const list = search ? found : posts;
  const results = useLoadedCode(searchResultsCode, search !== null);
  const listStatus = list.error instanceof HttpError ? list.error.status : undefined;
  // Only a list that fails for another reason than a missing board (a guest where members list, a category
  // the board lacks, an outage) leaves the record to GET /boards/{boardId}: the heading then stands above
  // the list's own message (sign in, Try again).
  const board = useBoard(boardId, list.isError && listStatus !== 404);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const searchForm = useLoadedCode(searchFormCode, board.data !== undefined && idle);
  const missing = listStatus === 404 || (board.error instanceof HttpError && board.error.status === 404);
  const failed = missing || (!board.data && board.isError);
  // A failed read is not a missing board: the tab says which (a network failure was titled "Board not found").
  const failedTitle = missing ? 'Board not found' : 'Board could not be loaded';
  useDocumentTitle(failed ? failedTitle : (board.data?.name ?? null), screen.siteTitle);

  if (failed) {
    return (
      <Paper component="section" aria-labelledby="board-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
        <PageHeading id="board-title" focusKey="error">
          {missing ? 'Board not found' : 'This board could not be loaded'}
        </PageHeading>
        {missing ? (
          <EmptyState message="There is no board at this address. It may have been removed.">
            <Button component={RouterLink} to="/">
              Go to the home page
            </Button>
          </EmptyState>
        ) : (
          <LoadError
            message="The board could not be loaded."
            onRetry={() => {
              void list.refetch();
              void board.refetch();
            }}
          />
        )}
      </Paper>
    );
  }

  if (!board.data) {
    return (
      <Paper
        component="section"
        sx={{ p: { xs: 2, sm: 3 }, my: 2 }}
        aria-busy="true"
        aria-label="Loading the board"
      >
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="text" width="70%" />
        {Array.from({ length: 6 }, (_, n) => (
          <Skeleton key={n} height={36} />
        ))}
      </Paper>
    );
  }

  const info = board.data;
  return (
    <Paper component="section" aria-labelledby="board-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <PageHeading id="board-title" focusKey={`${boardId}?${params.toString()}`}>
            <RouterLinkPlain to={boardUrl(boardId)}>{info.name}</RouterLinkPlain>
          </PageHeading>
          {info.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {info.description}
            </Typography>
          )}
        </Box>
        <WriteButton board={info} viewer={screen.viewer} onSignIn={screen.onSignIn} />
      </Box>
      <CategoryTabs boardId={boardId} categories={info.categories} current={state.category} />
      {search ? (
        results ? (
          <results.BoardSearchResultsView
            found={found}
            board={info}
            search={search}
            viewer={screen.viewer}
            onSignIn={screen.onSignIn}
          />
        ) : (
          <Box role="status" aria-label="Searching" aria-busy="true">
            {Array.from({ length: 4 }, (_, n) => (
              <Skeleton key={n} height={56} />
            ))}
          </Box>
        )
      ) : (
        <BoardPostsView
          list={posts}
          board={info}
          state={state}
          viewer={screen.viewer}
          onSignIn={screen.onSignIn}
          emptyAction={<WriteButton board={info} viewer={screen.viewer} onSignIn={screen.onSignIn} />}
        />
      )}
      {searchForm && <searchForm.BoardSearchForm boardId={boardId} state={state} />}
    </Paper>
  );
}

function RouterLinkPlain({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
    >
      {children}
    </Box>
  );
}
