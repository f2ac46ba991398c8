import { useState } from 'react';

/**
 * Paging through a cursor-paginated list: the cursors of the pages already seen, so Previous goes back without
 * the server having to count.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  return {
    page,
    cursor: cursors[cursors.length - 1] ?? null,
    next: (nextToken: string) => setCursors((seen) => [...seen, nextToken]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset: () => setCursors([null]),
  };
}
