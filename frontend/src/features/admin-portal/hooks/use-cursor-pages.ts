import { useCallback, useState } from 'react';

/**
 * Page-by-page browsing of a cursor-paginated list (the APIs answer `nextToken`): remembers the tokens of the
 * pages before, so Previous works without the server knowing page numbers.
 */
export function useCursorPages() {
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const current = tokens[tokens.length - 1];
  return {
    nextToken: current,
    pageNumber: tokens.length,
    next: useCallback((token: string) => setTokens((list) => [...list, token]), []),
    previous: useCallback(() => setTokens((list) => (list.length > 1 ? list.slice(0, -1) : list)), []),
    reset: useCallback(() => setTokens([undefined]), []),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;
