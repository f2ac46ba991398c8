import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { boardSearchOf, type BoardListState } from '../board-urls';
import type { Viewer } from '../viewer';
import { preloadable, useLoadedCode } from '@/lib/preloadable';

// The list's table code too downloads only once the reader comes near it (not on the post's first render).
const boardPostsCode = preloadable(() => import('./board-posts'));
// A post opened from a search shows the search's results under it, as the list it came from.
const searchResultsCode = preloadable(() => import('./board-search-results'));

export interface BottomListProps {
  readonly boardId: string;
  readonly boardName: string;
  readonly state: BoardListState;
  readonly currentPostId: string;
  readonly viewer: Viewer | null;
  readonly onSignIn: () => void;
  /** Becomes true once the post and its comments are in: the list never delays them. */
  readonly ready: boolean;
}

/**
 * The board's list under the post, as Korean boards show it (the page the reader came from, the post marked
 * »). It loads only once the reader scrolls near it, after the post and its comments, so reading a post costs
 * one request until then, and one more for this list: the board's name comes with the post, and the list
 * answers whatever else of the board it needs (docs/performance.md).
 */
export function BottomList({ boardName, ready, ...list }: BottomListProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!ready || near) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, near]);

  return (
    <Box ref={anchor} component="section" aria-labelledby="bottom-list-title" sx={{ mt: 4, minHeight: 80 }}>
      <Typography id="bottom-list-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {boardName}
      </Typography>
      {near && <LoadedList boardName={boardName} {...list} />}
    </Box>
  );
}

function LoadedList({ boardId, boardName, ...list }: Omit<BottomListProps, 'ready'>) {
  const search = boardSearchOf(list.state);
  const posts = useLoadedCode(boardPostsCode, search === null);
  const results = useLoadedCode(searchResultsCode, search !== null);
  const board = { id: boardId, name: boardName };
  if (search) {
    return results ? (
      <results.BoardSearchResults
        board={board}
        search={search}
        viewer={list.viewer}
        onSignIn={list.onSignIn}
        currentPostId={list.currentPostId}
        sessionLoading={false}
      />
    ) : null;
  }
  if (!posts) return null;
  return <posts.BoardPosts board={board} sessionLoading={false} {...list} />;
}
