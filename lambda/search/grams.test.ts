import { parseSearchQuery, searchMatches } from '../../contracts/search';
import { termGrams, textGrams } from './grams';

describe('textGrams', () => {
  it('cuts Korean runs into overlapping pairs, keeps a one-syllable word whole, and Latin as lower-cased words', () => {
    expect([...textGrams('검색엔진최적화를 공부')]).toEqual([
      '검색',
      '색엔',
      '엔진',
      '진최',
      '최적',
      '적화',
      '화를',
      '공부',
    ]);
    expect([...textGrams('밥 먹자')]).toEqual(['밥', '먹자']);
    expect([...textGrams('Hello, SEO-World 2026!')]).toEqual(['hello', 'seo', 'world', '2026']);
    // NFKC: full-width letters and half-width katakana are the ordinary ones.
    expect([...textGrams('ＡＷＳ ｶﾀｶﾅ')]).toEqual(['aws', 'カタ', 'タカ', 'カナ']);
    // A Latin run beside Hangul is a word of its own.
    expect([...textGrams('k팝스타')]).toEqual(['k', '팝스', '스타']);
  });

  it('indexes a body only up to its limit', () => {
    expect(textGrams('가나다라', 2)).toEqual(new Set(['가나']));
  });
});

describe('termGrams', () => {
  it('looks a word up by every pair in it, and a lone syllable only where it stands alone', () => {
    expect(termGrams('엔진최적')).toEqual(['엔진', '진최', '최적']);
    expect(termGrams('밥')).toEqual(['밥']);
    // "k팝": the text has 팝 only inside a pair, so it is not looked up alone.
    expect(termGrams('k팝')).toEqual(['k']);
    expect(termGrams('검색 엔진')).toEqual(['검색', '엔진']);
  });
});

describe('parseSearchQuery', () => {
  it('takes words, "phrases" and -exclusions, normalized, each once', () => {
    expect(parseSearchQuery('제주도  "푸른 바다" -태풍 -"비 소식" 제주도 SEO')).toEqual({
      include: ['제주도', '푸른 바다', 'seo'],
      exclude: ['태풍', '비 소식'],
    });
    expect(parseSearchQuery('- "" ---')).toEqual({ include: [], exclude: ['--'] });
  });
});

describe('searchMatches', () => {
  it('answers where the words are in the text as written, ignoring case and width', () => {
    const text = 'Ｓｅｏul의 검색엔진 and SEO';
    expect(searchMatches(text, ['seo', '엔진'])).toEqual([
      [0, 3],
      [9, 11],
      [16, 19],
    ]);
    expect(searchMatches('😀 엔진', ['엔진'])).toEqual([[3, 5]]);
  });
});
