import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Post } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import {
  cancelled,
  describeWriteFailures,
  offlineDocumentClient,
  single,
  transaction,
  type WriteCommand,
  type WritePath,
} from '../../test/support/dynamo-failures';
import { mockDocumentClient } from '../../test/support/handler-tests';
import { sampleBoard, samplePost } from '../../test/support/content-fixtures';
import { BoardAdminService } from '../boards/board-admin-service';
import { BoardRepository } from '../boards/board-repository';
import { ContentAdminService } from '../admin-content/content-admin-service';
import { FriendRepository } from '../friends/friend-repository';
import { FriendService } from '../friends/friend-service';
import { ContentAdminRepository } from '../admin-content/content-admin-repository';
import { CommentRepository } from '../comments/comment-repository';
import { CommentService } from '../comments/comment-service';
import { PostRepository } from '../posts/post-repository';
import { PostService } from '../posts/post-service';
import { ScrapRepository } from '../scraps/scrap-repository';
import { ScrapService } from '../scraps/scrap-service';

/**
 * Every write path of the post API against DynamoDB's real failure answers (a mocked client, the real
 * repositories and services): a busy store (a transaction conflict) is retried and then answered 503, never
 * 404/409; a condition that really failed is answered with the status that condition means.
 */
const ddb = mockDocumentClient();
const client = offlineDocumentClient();
const posts = new PostRepository(client, 'content');
const boards = new BoardRepository(client, 'content');
const authors = { nickNameOf: async () => 'Kim' };
const commentStore = new CommentRepository(client, 'content');
const service = new PostService(boards, posts, authors);
const comments = new CommentService(boards, posts, commentStore, authors);
const scraps = new ScrapService(boards, posts, new ScrapRepository(client, 'content'));
const boardAdmin = new BoardAdminService(boards, posts);
const contentAdmin = new ContentAdminService(
  posts,
  commentStore,
  new ContentAdminRepository(client, 'content'),
  { memberCounts: async () => ({ total: 0, today: 0 }) },
  { get: async () => null, put: async () => 0 },
  boards,
);
const friends = new FriendService(new FriendRepository(client, 'content'), {
  friendProfileOf: async () => ({ nickName: 'Lee', userName: 'lee', allowFriendRequests: true }),
});

const member: Caller = { userId: 'm', userName: 'm', groups: [], isAdmin: false };
const admin: Caller = { userId: 'a', userName: 'a', groups: ['Admin'], isAdmin: true };
const at = '2026-01-01T00:00:00.000Z';
const board = sampleBoard({ createdAt: at, updatedAt: at });
const post = (id: string, status: string) =>
  samplePost({
    id,
    status: status as Post['status'],
    authorId: 'm',
    commentCount: 1,
    createdAt: at,
    updatedAt: at,
  });
const comment = (id: string, deleted: boolean) => ({
  id,
  postId: 'p1',
  boardId: 'free',
  body: deleted ? '' : 'Nice',
  authorId: 'm',
  authorNickName: 'Kim',
  deleted,
  ...(deleted ? { removedBody: 'Nice' } : {}),
  createdAt: at,
  updatedAt: at,
});
const items: Record<string, Record<string, unknown>> = {
  'BOARD#free|META': board,
  'BOARD#free2|META': { ...board, id: 'free2', name: 'Free 2' },
  // Numbered in their board's list (lambda/storage/list-counts.ts).
  'POST#p1|META': { ...post('p1', 'published'), listSeq: 1 },
  'POST#gone|META': { ...post('gone', 'trashed'), listSeq: 2 },
  'POST#p1|COMMENT#c1': comment('c1', false),
  'POST#p1|COMMENT#c2': comment('c2', true),
};

beforeEach(() => {
  ddb.reset();
  // The board's next number, taken before a post joins its list; paths that fail their Update set their own.
  ddb.on(UpdateCommand).resolves({ Attributes: { last: 3 } });
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const item = items[`${input.Key.pk}|${input.Key.sk}`];
    return item ? { Item: { ...input.Key, ...item } } : {};
  });
  // The admin routes' draft check reads the posts' statuses in one BatchGetItem.
  ddb
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [
          table,
          Keys.flatMap((key) =>
            items[`${key.pk}|${key.sk}`] ? [{ ...key, ...items[`${key.pk}|${key.sk}`] }] : [],
          ),
        ]),
      ),
    }));
  ddb
    .on(QueryCommand)
    .callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
      const id = input.ExpressionAttributeValues[':pk'];
      if (input.IndexName === 'gsi2' && (id === 'COMMENT#c1' || id === 'COMMENT#c2'))
        return { Items: [{ pk: 'POST#p1', sk: id }] };
      return { Items: [] };
    });
});

const paths: Record<string, WritePath> = {
  'create a post': {
    run: () =>
      service.create('free', member, {
        title: 'T',
        body: 'B',
        format: 'text',
        isNotice: false,
        draft: false,
      }),
    // The post's Put and its list's counts, in one transaction.
    command: transaction,
  },
  'edit a post': {
    run: () => service.update('p1', member, { title: 'T', body: 'B', format: 'text', version: 1 }),
    // The post's own item and its body item (lambda/storage/post-bodies.ts), in one transaction.
    command: transaction,
    // The post still reads as version 1 published: someone saved in between.
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 409 },
  },
  'trash a post': {
    run: () => service.remove('p1', member),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None', 'None'), status: 404 },
  },
  'comment on a post': {
    run: () => comments.add('p1', member, { body: 'Hi' }),
    command: transaction,
    failure: { error: () => cancelled('None', 'ConditionalCheckFailed'), status: 409 },
  },
  'reply to a comment': {
    run: () => comments.add('p1', member, { body: 'Hi', parentId: 'c1' }),
    command: transaction,
    failure: { error: () => cancelled('None', 'None', 'ConditionalCheckFailed'), status: 409 },
  },
  'edit a comment': {
    run: () => comments.edit('c1', member, 'New'),
    command: UpdateCommand,
    failure: single(404),
  },
  'delete a comment': {
    run: () => comments.remove('c1', member),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 404 },
  },
  'scrap a post': {
    run: () => scraps.scrap('p1', member),
    command: transaction,
    failure: { error: () => cancelled('None', 'ConditionalCheckFailed'), status: 404 },
  },
  'scrap a post twice (idempotent)': {
    run: () => scraps.scrap('p1', member),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 200 },
  },
  'unscrap a post': {
    run: () => scraps.unscrap('p1', member),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 404 },
  },
  'restore a trashed post': {
    run: () => contentAdmin.restorePost('gone'),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None', 'None'), status: 404 },
  },
  'purge a trashed post': {
    run: () => contentAdmin.purgePost('gone'),
    command: DeleteCommand as unknown as WriteCommand,
    failure: single(404),
  },
  'restore a deleted comment': {
    run: () => contentAdmin.restoreComment('c2'),
    command: transaction,
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 404 },
  },
  'purge a deleted comment': {
    run: () => contentAdmin.purgeComment('c2'),
    command: DeleteCommand as unknown as WriteCommand,
    failure: single(404),
  },
  'bulk-trash posts': {
    run: () => contentAdmin.trashPosts(admin, ['p1']),
    command: transaction,
  },
  'move posts to another board': {
    run: () => contentAdmin.movePosts(['p1'], 'free2'),
    command: transaction,
    // Edited meanwhile: answered as not moved (`missing`), nothing overwritten.
    failure: {
      error: () => cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None'),
      status: 200,
    },
  },
  'create a board': {
    run: () => boardAdmin.create('new', { ...board, name: 'New' } as never),
    command: PutCommand as unknown as WriteCommand,
    failure: single(409),
  },
  'change a board': {
    run: () => boardAdmin.update('free', board as never),
    command: PutCommand as unknown as WriteCommand,
    failure: single(404),
  },
  'delete a board': {
    run: () => boardAdmin.remove('free', false),
    command: DeleteCommand as unknown as WriteCommand,
    failure: single(404),
  },
  'add a friend': {
    run: () => friends.add(member, 'f1'),
    command: PutCommand as unknown as WriteCommand,
    // Already a friend: adding again changes nothing.
    failure: single(200),
  },
  'remove a friend': {
    run: () => friends.remove(member, 'f1'),
    command: DeleteCommand as unknown as WriteCommand,
    failure: single(404),
  },
};

describeWriteFailures(ddb, paths, { Attributes: items['POST#p1|META'] });
