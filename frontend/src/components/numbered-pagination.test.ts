import { pageWindow } from './numbered-pagination';

describe('pageWindow', () => {
  it('centres ten pages on the current one', () => {
    expect(pageWindow(12, 30)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('moves inwards at either end, keeping ten pages', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('shows every page when there are fewer than ten', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
