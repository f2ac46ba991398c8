import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { NumberedPagination } from '@/components/numbered-pagination';
import { HttpError } from '@/lib/http-error';
import { useBoardPosts } from '../api/get-board-posts';
import type { ListedPost } from '@contracts/post-answers';
import type { BoardInfo } from '../api/board-schemas';
import type { BoardListState } from '../board-urls';
import type { Viewer } from '../viewer';
import { PostRows } from './post-rows';
import { SignInPrompt } from './sign-in-prompt';
import { boardUrl, postUrl } from '@/lib/urls';

export interface BoardPostsProps {
  /** The board's id and name: the list page has its record, the list under a post the name the post carries. */
  readonly board: Pick<BoardInfo, 'id' | 'name'>;
  readonly state: BoardListState;
  readonly viewer: Viewer | null;
  readonly sessionLoading: boolean;
  readonly onSignIn: () => void;
  /** The post being read, when this is the list under a post. */
  readonly currentPostId?: string;
  /** Shown when the board has no posts at all (e.g. a Write button). */
  readonly emptyAction?: ReactNode;
}

/**
 * A board's rows for one address (page, category or search): one request. Loading shows skeleton rows; a
 * guest on a members-only board is asked to sign in; any other failure says so with Try again.
 */
export function BoardPosts({ sessionLoading, ...props }: BoardPostsProps) {
  const list = useBoardPosts(props.board.id, props.state, { viewer: props.viewer, enabled: !sessionLoading });
  return <BoardPostsView list={list} {...props} />;
}

/**
 * {@link BoardPosts} for a screen that runs the list's query itself (the list page, which takes the board's
 * record from its answer): one observer of the query, so a failed list is not asked for again when the rows
 * appear under the board's heading.
 */
export function BoardPostsView({
  list,
  board,
  state,
  viewer,
  onSignIn,
  currentPostId,
  emptyAction,
}: Omit<BoardPostsProps, 'sessionLoading'> & { readonly list: ReturnType<typeof useBoardPosts> }) {
  const hrefOfPost = (post: { id: string }) => postUrl(board.id, post.id, { list: state });

  if (list.isPending) {
    return (
      <Box role="status" aria-label="Loading the posts" aria-busy="true">
        {Array.from({ length: 6 }, (_, n) => (
          <Skeleton key={n} height={36} />
        ))}
      </Box>
    );
  }
  if (list.isError) {
    const status = list.error instanceof HttpError ? list.error.status : undefined;
    if (status === 401 && !viewer) {
      return <SignInPrompt message={`Sign in to see the posts of ${board.name}.`} onSignIn={onSignIn} />;
    }
    if (status === 403) {
      return <EmptyState message={`Only administrators can see the posts of ${board.name}.`} />;
    }
    return <LoadError message="The posts could not be loaded." onRetry={() => void list.refetch()} />;
  }

  const page = list.data;
  const empty = page.items.length === 0 && page.notices.length === 0;
  if (empty) {
    if (state.q) return <EmptyState message={`No posts match “${state.q}”.`} />;
    if (state.page > 1 && page.pageCount) {
      return (
        <EmptyState message={`There is no page ${state.page}.`}>
          <Button component={RouterLink} to={boardUrl(board.id, { ...state, page: page.pageCount })}>
            Go to the last page
          </Button>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        message={
          state.category ? `No posts in ${state.category} yet.` : 'No posts yet. Be the first to write one.'
        }
      >
        {emptyAction}
      </EmptyState>
    );
  }

  return (
    <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <PostRows
        notices={page.notices}
        posts={state.q ? numberSearchResults(page.items, state, page.nextToken) : page.items}
        hrefOf={hrefOfPost}
        currentPostId={currentPostId}
        caption={`Posts of ${board.name}`}
      />
      {state.q ? (
        <SearchPaging boardId={board.id} state={state} nextToken={page.nextToken} />
      ) : (
        <NumberedPagination
          page={page.page ?? state.page}
          pageCount={page.pageCount ?? 1}
          hrefOf={(n) => boardUrl(board.id, { category: state.category, page: n })}
          label={`Pages of ${board.name}`}
        />
      )}
    </Box>
  );
}

/**
 * A search answer's display numbers, counting down in the order of the results as a numbered page does, when
 * the answer holds every match (no "Newest matches" before it, no "More matches" after it): the number of
 * matches is then known. A longer search cannot know its total without reading the whole board, so its rows
 * keep the server's (absent) numbers rather than show numbers that would change on the next page
 * (docs/url-scheme.md, "The board list").
 */
function numberSearchResults(
  items: readonly ListedPost[],
  state: BoardListState,
  nextToken: string | null,
): readonly ListedPost[] {
  if (state.after || nextToken) return items;
  return items.map((post, index) => ({ ...post, no: post.no ?? items.length - index }));
}

/** Searches cannot count their matches without reading the whole board: they page "next", not by number. */
function SearchPaging({
  boardId,
  state,
  nextToken,
}: {
  boardId: string;
  state: BoardListState;
  nextToken: string | null;
}) {
  if (!state.after && !nextToken) return null;
  return (
    <Box
      component="nav"
      aria-label="Search results pages"
      sx={{ display: 'flex', justifyContent: 'center', gap: 2, my: 2 }}
    >
      {state.after && (
        <Button component={RouterLink} to={boardUrl(boardId, { ...state, after: undefined })}>
          Newest matches
        </Button>
      )}
      {nextToken && (
        <Button component={RouterLink} to={boardUrl(boardId, { ...state, after: nextToken })}>
          More matches
        </Button>
      )}
    </Box>
  );
}
