import { boardUrl } from '@/lib/urls';
import { boardSearchOf, readListState } from './board-urls';
import { searchSummary } from './search-targets';

const stateAt = (search: string) => readListState(new URLSearchParams(search));

describe("a board list's address, read back", () => {
  it('is the numbered list without words, whatever target or days it names', () => {
    const state = stateAt('?page=3&category=Talk&target=tag&from=2024-03-01');
    expect(state).toMatchObject({ page: 3, category: 'Talk' });
    expect(boardSearchOf(state)).toBeNull();
  });

  it('is a search of titles and bodies unless it names another of the six targets', () => {
    expect(boardSearchOf(stateAt('?q=snow'))).toEqual({ q: 'snow', target: 'titleBody' });
    for (const target of ['title', 'body', 'titleBody', 'comment', 'nickName', 'tag']) {
      expect(boardSearchOf(stateAt(`?target=${target}&q=snow`))?.target).toBe(target);
    }
    expect(boardSearchOf(stateAt('?target=everything&q=snow'))?.target).toBe('titleBody');
  });

  it('keeps well-formed days and the continuation, and drops a malformed day rather than have it refused', () => {
    expect(boardSearchOf(stateAt('?q=snow&from=2024-03-01&to=2024-03-31&after=tok'))).toEqual({
      q: 'snow',
      target: 'titleBody',
      from: '2024-03-01',
      to: '2024-03-31',
      after: 'tok',
    });
    expect(boardSearchOf(stateAt('?q=snow&from=March&to=2024-3-1'))).toEqual({
      q: 'snow',
      target: 'titleBody',
    });
  });

  it('reads back what lib/urls.ts writes', () => {
    const search = {
      q: '"first snow" -rain',
      target: 'comment',
      from: '2024-01-01',
      to: '2024-02-01',
      after: 'x',
    };
    const written = boardUrl('free', search);
    expect(boardSearchOf(readListState(new URL(written, 'http://site').searchParams))).toEqual(search);
  });
});

describe('searchSummary', () => {
  it('says what was searched, in which part of the posts and when', () => {
    expect(searchSummary({ q: 'snow', target: 'titleBody' })).toBe('Posts matching “snow”');
    expect(searchSummary({ q: 'snow', target: 'title' })).toBe('Posts whose title matches “snow”');
    expect(searchSummary({ q: 'snow', target: 'comment' })).toBe('Posts with comments matching “snow”');
    expect(searchSummary({ q: 'Minji', target: 'nickName' })).toBe('Posts by “Minji”');
    expect(searchSummary({ q: 'travel', target: 'tag', from: '2024-03-01', to: '2024-03-31' })).toBe(
      'Posts tagged “travel”, written 2024.03.01 to 2024.03.31',
    );
    expect(searchSummary({ q: 'snow', target: 'body', from: '2024-03-01' })).toBe(
      'Posts whose text matches “snow”, written since 2024.03.01',
    );
    expect(searchSummary({ q: 'snow', target: 'body', to: '2024-03-31' })).toBe(
      'Posts whose text matches “snow”, written until 2024.03.31',
    );
  });
});
