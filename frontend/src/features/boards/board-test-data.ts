/** Answers of the post API for the board screens' tests (the shapes of contracts/board-page.ts and post.ts). */
import { json, type FakeAnswer, type FakeHandler, type FakeRequest } from '@/testing/fake-fetch';
import { testConfig } from '@/testing/test-config';
import type {
  BoardPostsPage,
  BoardRecord,
  BoardSearchPage,
  CommentView,
  ListedPost,
  PostView,
  SearchHit,
} from '@contracts/post-answers';
import type { BoardScreenProps } from './components/board-screen-props';
import type { Viewer } from './viewer';

export const member: Viewer = { userId: 'member-1', nickName: 'Minji', isAdmin: false };
export const otherMember: Viewer = { userId: 'member-2', nickName: 'Jisoo', isAdmin: false };
export const admin: Viewer = { userId: 'admin-1', nickName: 'Boss', isAdmin: true };

/** What the app tells a board screen once `viewer`'s session is settled, on the site "Town". */
export function screenProps(viewer: Viewer | null) {
  return { viewer, sessionLoading: false, onSignIn: jest.fn(), siteTitle: 'Town' } satisfies BoardScreenProps;
}

/** Free Board's record, as GET /boards/free answers it and every page of its list carries it. */
export function boardInfo(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    id: 'free',
    name: 'Free Board',
    description: 'Talk about anything.',
    postsPerPage: 20,
    categories: [],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function listedPost(n: number, overrides: Partial<ListedPost> = {}): ListedPost {
  return {
    id: `post-${n}`,
    boardId: 'free',
    title: `Post number ${n}`,
    format: 'text',
    category: null,
    isNotice: false,
    authorId: member.userId,
    authorNickName: 'Minji',
    status: 'published',
    version: 1,
    views: n * 3,
    commentCount: 0,
    scrapCount: 0,
    voteCount: 0,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    no: n,
    ...overrides,
  };
}

/** A row of a search's answer: post `n` as listed, without a number, with no snippet unless given. */
export function searchHit(n: number, overrides: Partial<SearchHit> = {}): SearchHit {
  const { no: _no, ...post } = listedPost(n);
  return { ...post, snippet: null, commentId: null, ...overrides };
}

/** One answer of Free Board's search (GET /boards/free/search): the last one unless `extra` says. */
export function searchPage(items: SearchHit[], extra: Partial<BoardSearchPage> = {}): BoardSearchPage {
  return { board: boardInfo(), items, nextToken: null, searchedTo: null, ...extra };
}

export function postView(overrides: Partial<PostView> = {}): PostView {
  return {
    ...listedPost(7),
    body: 'Hello **world**',
    format: 'markdown',
    version: 1,
    scrapCount: 2,
    updatedAt: '2024-03-05T10:00:00.000Z',
    voteCount: 3,
    myVote: false,
    isScrapped: false,
    hasReported: false,
    canEdit: false,
    canComment: true,
    previous: null,
    next: null,
    boardName: 'Free Board',
    comments: { items: [], nextToken: null },
    ...overrides,
  };
}

export function comment(id: string, overrides: Partial<CommentView> = {}): CommentView {
  return {
    id,
    postId: 'post-7',
    boardId: 'free',
    parentId: null,
    body: `Comment ${id}`,
    authorId: otherMember.userId,
    authorNickName: 'Jisoo',
    deleted: false,
    createdAt: '2024-03-05T11:00:00.000Z',
    updatedAt: '2024-03-05T11:00:00.000Z',
    voteCount: 0,
    myVote: false,
    ...overrides,
  };
}

const postBase = new URL(testConfig.rest.post);

/**
 * Answers `METHOD path` on the post API (path below the stage, e.g. `/boards/free/posts`); the answer may
 * depend on the request (its query or body).
 */
export function postApi(
  method: string,
  path: string,
  answer: FakeAnswer | ((request: FakeRequest) => FakeAnswer),
): FakeHandler {
  return (request) => {
    if (request.url.origin !== postBase.origin) return undefined;
    if (request.method !== method || request.url.pathname !== `${postBase.pathname}${path}`) return undefined;
    return typeof answer === 'function' ? answer(request) : answer;
  };
}

export const ok = json;

/**
 * One page of a board's list (GET /boards/{id}/posts) with Free Board's record: the first and only page of
 * `items` unless `extra` says.
 */
export function postsPage(items: ListedPost[], extra: Partial<BoardPostsPage> = {}): BoardPostsPage {
  return {
    board: boardInfo(),
    items,
    notices: [],
    nextToken: null,
    page: 1,
    pageSize: 20,
    total: items.length,
    pageCount: 1,
    ...extra,
  };
}

/**
 * Free Board on the post API: the board (boardInfo() unless given), its list and its search (no posts unless
 * given; a list or search answer carries the board's record, so a test of another record builds its pages
 * with it).
 */
export function freeBoardApi({
  board = boardInfo(),
  list = ok(postsPage([], { board })),
  search = ok(searchPage([], { board })),
}: {
  board?: BoardRecord;
  list?: Parameters<typeof postApi>[2];
  /** GET /boards/free/search: no matches unless given. */
  search?: Parameters<typeof postApi>[2];
} = {}): FakeHandler[] {
  return [
    postApi('GET', '/boards/free', ok(board)),
    postApi('GET', '/boards/free/posts', list),
    postApi('GET', '/boards/free/search', search),
  ];
}
