import { adminUrls, boardUrl, conversationUrl, editUrl, messagesUrl, postUrl, writeUrl } from './urls';

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
    expect(boardUrl('free', { page: 3, q: 'hello world', after: 'tok' })).toBe(
      '/board/free?target=title&q=hello+world&after=tok',
    );
    expect(postUrl('free', 'p1', { list: { page: 2 } })).toBe('/board/free/p1?page=2');
  });

  it('open a post at a comment', () => {
    expect(postUrl('free', 'p1', { commentId: 'c 1' })).toBe('/board/free/p1#comment-c%201');
    expect(postUrl('free', 'p1')).toBe('/board/free/p1');
  });
});
