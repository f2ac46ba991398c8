import {
  adminUrls,
  boardUrl,
  conversationUrl,
  editUrl,
  messagesUrl,
  postUrl,
  searchUrl,
  tagSearchUrl,
  writeUrl,
} from './urls';

describe("the web app's page addresses", () => {
  it('encode every id as one path segment', () => {
    expect(boardUrl('자유 게시판')).toBe('/board/%EC%9E%90%EC%9C%A0%20%EA%B2%8C%EC%8B%9C%ED%8C%90');
    expect(postUrl('a/b', 'p?1#2')).toBe('/board/a%2Fb/p%3F1%232');
    expect(writeUrl('a b')).toBe('/board/a%20b/write');
    expect(editUrl('a/b', 'p 1')).toBe('/board/a%2Fb/p%201/edit');
    expect(messagesUrl('user&1')).toBe('/member/messages?to=user%261');
    expect(conversationUrl('c/1')).toBe('/member/messages/c%2F1');
    expect(adminUrls.boardEdit('a b')).toBe('/admin/board/edit/a%20b');
    expect(adminUrls.memberView('u/1')).toBe('/admin/member/view/u%2F1');
  });

  it("carry a list's view: a numbered page (1 left out), a category, or a search and its continuation", () => {
    expect(boardUrl('free', { page: 1 })).toBe('/board/free');
    expect(boardUrl('free', { page: 3, category: 'Q&A' })).toBe('/board/free?category=Q%26A&page=3');
    expect(postUrl('free', 'p1', { list: { page: 2 } })).toBe('/board/free/p1?page=2');
  });

  it('carry a search whole (target, words, days, continuation), without a page or category, the default target left out', () => {
    expect(boardUrl('free', { page: 3, category: 'Talk', q: 'hello world', after: 'tok' })).toBe(
      '/board/free?q=hello+world&after=tok',
    );
    expect(
      boardUrl('free', { target: 'comment', q: '"first snow"', from: '2024-03-01', to: '2024-03-31' }),
    ).toBe('/board/free?target=comment&q=%22first+snow%22&from=2024-03-01&to=2024-03-31');
    expect(boardUrl('free', { target: 'titleBody', q: '검색' })).toBe('/board/free?q=%EA%B2%80%EC%83%89');
    // Without words a target or days are no search: the board's list.
    expect(boardUrl('free', { target: 'tag', from: '2024-03-01' })).toBe('/board/free');
  });

  it("lead to a board's tag search, quoting a tag the search language would split or exclude", () => {
    expect(tagSearchUrl('free', 'travel')).toBe('/board/free?target=tag&q=travel');
    expect(tagSearchUrl('free', 'first snow')).toBe('/board/free?target=tag&q=%22first+snow%22');
    expect(tagSearchUrl('free', '-minus')).toBe('/board/free?target=tag&q=%22-minus%22');
  });

  it("lead to the site's search, with its words and a target other than the default", () => {
    expect(searchUrl()).toBe('/search');
    expect(searchUrl({ q: '' })).toBe('/search');
    expect(searchUrl({ q: 'a&b' })).toBe('/search?q=a%26b');
    expect(searchUrl({ q: 'snow', target: 'titleBody' })).toBe('/search?q=snow');
    expect(searchUrl({ q: 'snow', target: 'title' })).toBe('/search?target=title&q=snow');
  });

  it('open a post at a comment', () => {
    expect(postUrl('free', 'p1', { commentId: 'c 1' })).toBe('/board/free/p1#comment-c%201');
    expect(postUrl('free', 'p1')).toBe('/board/free/p1');
  });
});
