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
 * A board's rows for one address (page and category; a search is board-search-results.tsx's): one request. Loading shows skeleton rows; a
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
        posts={page.items}
        hrefOf={hrefOfPost}
        currentPostId={currentPostId}
        caption={`Posts of ${board.name}`}
      />
      <NumberedPagination
        page={page.page ?? state.page}
        pageCount={page.pageCount ?? 1}
        hrefOf={(n) => boardUrl(board.id, { category: state.category, page: n })}
        label={`Pages of ${board.name}`}
      />
    </Box>
  );
}
