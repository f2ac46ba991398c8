import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BoardSearchPage } from '@contracts/post-answers';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SearchHitList } from '@/components/search/search-hit-list';
import { formatDay } from '@/lib/format-date';
import { HttpError } from '@/lib/http-error';
import { fieldsToMark, wordsToMark } from '@/lib/search-highlight';
import { boardUrl, postUrl } from '@/lib/urls';
import { BOARD_SEARCH_LIMIT, useBoardSearch } from '../api/search-board';
import type { BoardInfo } from '../api/board-schemas';
import type { BoardSearch } from '../board-urls';
import { searchSummary } from '../search-targets';
import type { Viewer } from '../viewer';
import { SignInPrompt } from './sign-in-prompt';

export interface BoardSearchResultsProps {
  readonly board: Pick<BoardInfo, 'id' | 'name'>;
  readonly search: BoardSearch;
  readonly viewer: Viewer | null;
  readonly onSignIn: () => void;
  /** The post being read, when these are the results under a post. */
  readonly currentPostId?: string;
}

/** A board's search results for a screen that does not run the search itself (the list under a post). */
export function BoardSearchResults({
  sessionLoading,
  ...props
}: BoardSearchResultsProps & { readonly sessionLoading: boolean }) {
  const found = useBoardSearch(props.board.id, props.search, {
    viewer: props.viewer,
    enabled: !sessionLoading,
  });
  return <BoardSearchResultsView found={found} {...props} />;
}

/**
 * A board's search results (docs/url-scheme.md, "The board list"): what was searched, then the matching posts
 * newest first with the words marked, paged by "Next results". A search reads a bounded part of the board per
 * answer; an answer that stopped there with fewer rows than asked says how far back it looked and offers to
 * search older posts, as Rhymix's "search further" does. Its failures are said where the results would be.
 */
export function BoardSearchResultsView({
  found,
  board,
  search,
  viewer,
  onSignIn,
  currentPostId,
}: BoardSearchResultsProps & { readonly found: ReturnType<typeof useBoardSearch> }) {
  const summary = (
    <Typography sx={{ my: 1, overflowWrap: 'anywhere' }} role="status">
      {searchSummary(search)}.{' '}
      {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
      <Link component={RouterLink} to={boardUrl(board.id)} underline="always">
        Show all posts
      </Link>
    </Typography>
  );

  if (found.isPending) {
    return (
      <>
        {summary}
        <Box role="status" aria-label="Searching" aria-busy="true">
          {Array.from({ length: 4 }, (_, n) => (
            <Skeleton key={n} height={56} />
          ))}
        </Box>
      </>
    );
  }
  if (found.isError) {
    const status = found.error instanceof HttpError ? found.error.status : undefined;
    let failure;
    if (status === 401 && !viewer) {
      failure = (
        <SignInPrompt message={`Sign in to search the posts of ${board.name}.`} onSignIn={onSignIn} />
      );
    } else if (status === 403) {
      failure = <EmptyState message={`Only administrators can search the posts of ${board.name}.`} />;
    } else if (status === 400) {
      // The words or days cannot be searched (only -excluded words, a range ending before it starts): the
      // server's words, which name what to change; asking again would be refused again.
      failure = (
        <Alert severity="warning" sx={{ my: 2 }}>
          This search cannot be run: {found.error.message}
        </Alert>
      );
    } else {
      failure = (
        <LoadError message="The search could not be completed." onRetry={() => void found.refetch()} />
      );
    }
    return (
      <>
        {summary}
        {failure}
      </>
    );
  }

  const page = found.data;
  const words = wordsToMark(search.q);
  const list = { q: search.q, target: search.target, from: search.from, to: search.to };
  return (
    <>
      {summary}
      <Box sx={{ opacity: found.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {page.items.length > 0 ? (
          <SearchHitList
            hits={page.items}
            words={words}
            marked={fieldsToMark(search.target)}
            hrefOf={(hit) =>
              postUrl(board.id, hit.id, {
                list: { ...list, after: search.after },
                commentId: hit.commentId ?? undefined,
              })
            }
            label={`Search results in ${board.name}`}
            currentPostId={currentPostId}
          />
        ) : (
          <EmptyState message={emptyMessage(search, page)} />
        )}
        <SearchPaging boardId={board.id} search={search} page={page} />
      </Box>
    </>
  );
}

function emptyMessage(search: BoardSearch, page: BoardSearchPage): string {
  if (page.nextToken && page.searchedTo) {
    return `No posts match “${search.q}” back to ${formatDay(page.searchedTo)}.`;
  }
  return search.after ? `No more posts match “${search.q}”.` : `No posts match “${search.q}”.`;
}

/**
 * "Next results" when the answer was full; "Searched back to <date>. Search older posts" when it stopped
 * short of the rows asked for with more of the board left to look through; "First results" after the first.
 * Each is an address (`after`), so Back returns to the previous results.
 */
function SearchPaging({
  boardId,
  search,
  page,
}: {
  boardId: string;
  search: BoardSearch;
  page: BoardSearchPage;
}) {
  const stoppedShort = page.nextToken !== null && page.items.length < BOARD_SEARCH_LIMIT;
  if (!search.after && !page.nextToken) return null;
  const at = (after?: string) => boardUrl(boardId, { ...search, after });
  return (
    <Box
      component="nav"
      aria-label="Search results pages"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 2,
        my: 2,
      }}
    >
      {search.after && (
        <Button component={RouterLink} to={at()}>
          First results
        </Button>
      )}
      {page.nextToken &&
        (stoppedShort ? (
          <Typography component="span" sx={{ textAlign: 'center' }}>
            {/* An empty answer has said how far it looked already. */}
            {page.searchedTo && page.items.length > 0
              ? `Searched back to ${formatDay(page.searchedTo)}. `
              : ''}
            <Link component={RouterLink} to={at(page.nextToken)} underline="always">
              Search older posts
            </Link>
          </Typography>
        ) : (
          <Button component={RouterLink} to={at(page.nextToken)} variant="outlined">
            Next results
          </Button>
        ))}
    </Box>
  );
}
