import { fieldsToMark, highlightParts, wordsToMark } from './search-highlight';

/** The runs as `[text]` for a match and plain text otherwise, joined: easy to read in an expectation. */
function marked(text: string, q: string): string {
  return highlightParts(text, wordsToMark(q))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');
}

describe('search highlighting', () => {
  it('marks every word, ignoring case and full-width forms, in the text as written', () => {
    expect(marked('Seoul in Spring, spring in Seoul', 'spring seoul')).toBe(
      '[Seoul] in [Spring], [spring] in [Seoul]',
    );
    expect(marked('ＳＥＯＵＬ trip', 'seoul')).toBe('[ＳＥＯＵＬ] trip');
  });

  it('marks a quoted phrase whole, and never an excluded word', () => {
    expect(marked('first snow, then snow again', '"first snow" -again')).toBe(
      '[first snow], then snow again',
    );
    expect(wordsToMark('"first snow" -again')).toEqual(['first snow']);
  });

  it('marks Korean inside a word, and merges matches that touch or overlap', () => {
    expect(marked('검색엔진최적화 안내', '엔진')).toBe('검색[엔진]최적화 안내');
    expect(marked('검색엔진', '검색 색엔')).toBe('[검색엔]진');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(marked('I 💙 snow', 'snow')).toBe('I 💙 [snow]');
    // 𝐀 (U+1D400, two UTF-16 units) reads as a: the mark takes both units.
    expect(marked('x𝐀y', 'a')).toBe('x[𝐀]y');
  });

  it('answers the text unmarked without words, and nothing for no text', () => {
    expect(highlightParts('plain', [])).toEqual([{ text: 'plain', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
    expect(marked('nothing here', 'absent')).toBe('nothing here');
  });

  it('marks what each target looked in', () => {
    expect(fieldsToMark('titleBody')).toEqual({ title: true, snippet: true, author: false, tags: false });
    expect(fieldsToMark('title')).toEqual({ title: true, snippet: false, author: false, tags: false });
    expect(fieldsToMark('body')).toEqual({ title: false, snippet: true, author: false, tags: false });
    expect(fieldsToMark('comment')).toEqual({ title: false, snippet: true, author: false, tags: false });
    expect(fieldsToMark('nickName')).toEqual({ title: false, snippet: false, author: true, tags: false });
    expect(fieldsToMark('tag')).toEqual({ title: false, snippet: false, author: false, tags: true });
  });
});
