import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBoard } from '../api/get-board';
import type { BoardListState } from '../board-urls';
import type { Viewer } from '../viewer';
import { preloadable, useLoadedCode } from '@/lib/preloadable';

// The list's table code too downloads only once the reader comes near it (not on the post's first render).
const boardPostsCode = preloadable(() => import('./board-posts'));

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
 * two requests until then.
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
      {near && <LoadedList {...list} />}
    </Box>
  );
}

function LoadedList({ boardId, ...list }: Omit<BottomListProps, 'boardName' | 'ready'>) {
  const board = useBoard(boardId);
  const code = useLoadedCode(boardPostsCode, true);
  if (!board.data || !code) return null;
  return <code.BoardPosts board={board.data} sessionLoading={false} {...list} />;
}
