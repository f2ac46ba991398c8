import type { Board } from '../../contracts/board';
import type { Post } from '../../contracts/post';

/**
 * A post and a board as the services and repositories hold them, for the unit tests that need one whole:
 * one builder each, so a field added to posts or boards is added to the tests' data in one place.
 */
export const FIXTURE_TIME = '2026-01-01T00:00:00.000Z';

/** A published post of the Free board by Kim (u1), with no counts, changed as `overrides` say. */
export function samplePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    boardId: 'free',
    title: 'Hello',
    body: 'Body',
    format: 'text',
    category: null,
    isNotice: false,
    authorId: 'u1',
    authorNickName: 'Kim',
    status: 'published',
    version: 1,
    views: 0,
    commentCount: 0,
    scrapCount: 0,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

/** An open board (guests list and read, members write and comment), changed as `overrides` say. */
export function sampleBoard(overrides: Partial<Board> = {}): Board {
  return {
    id: 'free',
    name: 'Free',
    description: '',
    postsPerPage: 20,
    categories: [],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}
