import type { Board } from '../../../contracts/board';
import type { Comment, Post } from '../../../contracts/post';
import { sampleBoard, samplePost } from '../../../test/support/content-fixtures';
import { ContentAdminService } from '../../admin-content/content-admin-service';
import { BoardAdminService } from '../../boards/board-admin-service';
import type { CommentRepository } from '../../comments/comment-repository';
import { CommentService } from '../../comments/comment-service';
import type { PostRepository } from '../../posts/post-repository';
import { PostService } from '../../posts/post-service';
import type { Caller } from '../auth/caller';
import type { ContentChange, ContentChanges } from './content-changes';

/**
 * Every content service write tells its listener what it changed, once it has happened, and a write that
 * failed tells it nothing (the services over fake repositories whose writes succeed or fail on demand).
 */
const at = '2026-05-01T09:00:00.000Z';
const member: Caller = { userId: 'u1', userName: 'kim', groups: [], isAdmin: false };
const admin: Caller = { userId: 'a1', userName: 'admin', groups: ['Admin'], isAdmin: true };
const board = (id: string): Board => sampleBoard({ id, name: id, createdAt: at, updatedAt: at });
const post = (id: string, status: Post['status'], boardId = 'free'): Post =>
  samplePost({ id, status, boardId, createdAt: at, updatedAt: at });
const comment: Comment = {
  id: 'c1',
  postId: 'p1',
  boardId: 'free',
  parentId: null,
  body: '',
  authorId: 'u1',
  authorNickName: 'Kim',
  deleted: true,
  createdAt: at,
  updatedAt: at,
};

/** Whether the fake repositories' writes succeed (their conditions hold) or fail. */
let writes: 'succeed' | 'fail';
let heard: ContentChange[];
const changes: ContentChanges = {
  changed: async (...changes) => {
    heard.push(...changes);
  },
};
const stored: Record<string, Post> = {
  p1: post('p1', 'published'),
  d1: post('d1', 'draft'),
  t1: { ...post('t1', 'trashed'), commentCount: 2 },
};
const written = async () => writes === 'succeed';
const posts = {
  get: async (id: string) => stored[id] ?? null,
  create: async () => {
    if (writes === 'fail') throw new Error('The store refused the write');
  },
  update: written,
  trash: written,
  deleteDraft: written,
  restorePost: written,
  purgePost: written,
  moveToBoard: written,
  draftIds: async (ids: readonly string[]) => ids.filter((id) => stored[id]?.status === 'draft'),
  boardHasPosts: async () => false,
} as unknown as PostRepository;
const live: Comment = { ...comment, id: 'c2', body: 'Hi', deleted: false };
const comments = {
  find: async (id: string) => ({ comment: id === 'c2' ? live : comment, sortKey: 'COMMENT#x' }),
  add: async () => (writes === 'succeed' ? 'added' : 'post-gone'),
  remove: written,
  restore: written,
  hasReplies: async () => false,
  purge: written,
  moveToBoard: async () => undefined,
} as unknown as CommentRepository;
const boards = {
  get: async (id: string) => (id === 'free' || id === 'qna' ? board(id) : null),
  create: written,
  update: written,
  remove: written,
};
const postService = new PostService(
  boards,
  posts,
  { nickNameOf: async () => 'Kim' },
  changes,
  () => at,
  () => 'new1',
);
const contentAdmin = new ContentAdminService(
  posts,
  comments,
  {} as never,
  { memberCounts: async () => ({ total: 0, today: 0 }) },
  { get: async () => null, put: async () => 0 },
  boards,
  changes,
  () => at,
);
const commentService = new CommentService(
  boards,
  posts,
  comments,
  { nickNameOf: async () => 'Kim' },
  changes,
  () => at,
  () => 'new1',
);
const boardAdmin = new BoardAdminService(boards, posts, changes, () => at);

beforeEach(() => {
  heard = [];
});

const edit = { title: 'T', body: 'B', format: 'text' as const, version: 1 };
const newPost = { title: 'T', body: 'B', format: 'text' as const, isNotice: false };
const cases: [string, () => Promise<unknown>, ContentChange[]][] = [
  [
    'create a post',
    () => postService.create('free', member, { ...newPost, draft: false }),
    [{ kind: 'post-created', boardId: 'free', postId: 'new1', draft: false, createdAt: at }],
  ],
  [
    'save a draft',
    () => postService.create('free', member, { ...newPost, draft: true }),
    [{ kind: 'post-created', boardId: 'free', postId: 'new1', draft: true, createdAt: at }],
  ],
  [
    'edit a post',
    () => postService.update('p1', member, edit),
    [{ kind: 'post-updated', boardId: 'free', postId: 'p1', status: 'published' }],
  ],
  [
    'edit a draft',
    () => postService.update('d1', member, edit),
    [{ kind: 'post-updated', boardId: 'free', postId: 'd1', status: 'draft' }],
  ],
  [
    'publish a draft',
    () => postService.update('d1', member, { ...edit, publish: true }),
    [{ kind: 'post-updated', boardId: 'free', postId: 'd1', status: 'published', publishedAt: at }],
  ],
  [
    'trash a post',
    () => postService.remove('p1', member),
    [{ kind: 'post-trashed', boardId: 'free', postId: 'p1', createdAt: at }],
  ],
  [
    'delete a draft',
    () => postService.remove('d1', member),
    [{ kind: 'draft-deleted', boardId: 'free', postId: 'd1' }],
  ],
  [
    'bulk-trash posts (the one not published changes nothing)',
    () => contentAdmin.trashPosts(admin, ['p1', 't1']),
    [{ kind: 'post-trashed', boardId: 'free', postId: 'p1', createdAt: at }],
  ],
  [
    'move posts to another board',
    () => contentAdmin.movePosts(['p1'], 'qna'),
    [{ kind: 'post-moved', postId: 'p1', fromBoardId: 'free', toBoardId: 'qna' }],
  ],
  [
    'restore a trashed post',
    () => contentAdmin.restorePost('t1'),
    [{ kind: 'post-restored', boardId: 'free', postId: 't1', createdAt: at }],
  ],
  [
    'purge a trashed post (with its live comments)',
    () => contentAdmin.purgePost('t1'),
    [{ kind: 'post-purged', postId: 't1', liveComments: 2 }],
  ],
  [
    'write a comment',
    () => commentService.add('p1', member, { body: 'Hi' }),
    [{ kind: 'comment-created', postId: 'p1', commentId: 'new1', createdAt: at }],
  ],
  [
    'delete a comment',
    () => commentService.remove('c2', member),
    [{ kind: 'comment-deleted', postId: 'p1', commentId: 'c2', createdAt: at }],
  ],
  [
    'restore a deleted comment',
    () => contentAdmin.restoreComment('c1'),
    [{ kind: 'comment-restored', postId: 'p1', commentId: 'c1', createdAt: at }],
  ],
  [
    'purge a deleted comment',
    () => contentAdmin.purgeComment('c1'),
    [{ kind: 'comment-purged', postId: 'p1', commentId: 'c1' }],
  ],
  [
    'create a board',
    () => boardAdmin.create('new', board('new') as never),
    [{ kind: 'board-created', boardId: 'new' }],
  ],
  [
    'change a board',
    () => boardAdmin.update('free', board('free') as never),
    [{ kind: 'board-updated', boardId: 'free' }],
  ],
  ['delete a board', () => boardAdmin.remove('free', true), [{ kind: 'board-deleted', boardId: 'free' }]],
];

describe('content services tell their listener what each write changed', () => {
  it.each(cases)('%s: the change, once written', async (_, write, expected) => {
    writes = 'succeed';
    await write();
    expect(heard).toEqual(expected);
  });

  it.each(cases)('%s: nothing, when the write failed', async (_, write) => {
    writes = 'fail';
    // Refused (404/409) or answered as not done (bulk actions list the posts they could not change).
    await write().catch(() => undefined);
    expect(heard).toEqual([]);
  });

  it('a move to the board a post is on already changes nothing and tells nothing', async () => {
    writes = 'succeed';
    expect(await contentAdmin.movePosts(['p1'], 'free')).toEqual({ moved: ['p1'], missing: [] });
    expect(heard).toEqual([]);
  });
});
