import type { SearchTarget } from '@contracts/search';
import type { SelectOption } from '@/components/small-select';
import type { BoardSearch } from './board-urls';

/** A board search's targets as its form offers them, the default first (contracts/search.ts). */
export const BOARD_SEARCH_TARGETS: readonly SelectOption<SearchTarget>[] = [
  ['titleBody', 'Title + body'],
  ['title', 'Title'],
  ['body', 'Body'],
  ['comment', 'Comment'],
  ['nickName', 'Nickname'],
  ['tag', 'Tag'],
];

/** A day of the address (YYYY-MM-DD) as the board prints dates (YYYY.MM.DD). */
const printed = (day: string) => day.replaceAll('-', '.');

/** What a search shows, in words, above its results: "Posts tagged “travel”, written 2024.03.01 to 2024.03.31". */
export function searchSummary({
  q,
  target,
  from,
  to,
}: Pick<BoardSearch, 'q' | 'target' | 'from' | 'to'>): string {
  const words = `“${q}”`;
  const what: Record<SearchTarget, string> = {
    titleBody: `Posts matching ${words}`,
    title: `Posts whose title matches ${words}`,
    body: `Posts whose text matches ${words}`,
    comment: `Posts with comments matching ${words}`,
    nickName: `Posts by ${words}`,
    tag: `Posts tagged ${words}`,
  };
  const days =
    from && to
      ? `, written ${printed(from)} to ${printed(to)}`
      : from
        ? `, written since ${printed(from)}`
        : to
          ? `, written until ${printed(to)}`
          : '';
  return `${what[target]}${days}`;
}
