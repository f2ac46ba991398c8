import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Article, Comment, Post, PostSummary, Scrap } from '../../contracts/post';
import { BOARD_NOTICES_MAX } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';
import { conditionalWrite, conditionally } from '../shared/dynamo/conditional';

/**
 * The content table's post, comment and article keys live here and nowhere else (docs/data-model.md, P1–P9).
 * - post: `POST#<id>` / `META`; listed by board on gsi1 (`BOARD#<b>#POSTS` or `…#NOTICES`, newest first), by
 *   board category on gsi2, by author on gsi3; a trashed post leaves the board and category lists.
 * - comment: in its post's partition, `COMMENT#<root time>#<root id>[#<reply time>#<reply id>]`, so one Query
 *   returns threads in order with each reply after its parent; found by id on gsi2, by author on gsi3.
 * - article: `ARTICLE#<id>` / `META`.
 */
export const postKeys = {
  post: (id: string) => ({ pk: `POST#${id}`, sk: 'META' }),
  boardList: (boardId: string, notice: boolean) => `BOARD#${boardId}#${notice ? 'NOTICES' : 'POSTS'}`,
  category: (boardId: string, category: string) => `BOARD#${boardId}#CAT#${category}`,
  authorPosts: (userId: string) => `AUTHOR#${userId}#POSTS`,
  authorDrafts: (userId: string) => `AUTHOR#${userId}#DRAFTS`,
  authorComments: (userId: string) => `AUTHOR#${userId}#COMMENTS`,
  authorScraps: (userId: string) => `AUTHOR#${userId}#SCRAPS`,
  scrap: (postId: string, userId: string) => ({ pk: `POST#${postId}`, sk: `SCRAP#${userId}` }),
  order: (createdAt: string, id: string) => `${createdAt}#${id}`,
  comment: (postId: string, sk: string) => ({ pk: `POST#${postId}`, sk }),
  commentById: (id: string) => `COMMENT#${id}`,
  article: (id: string) => ({ pk: `ARTICLE#${id}`, sk: 'META' }),
  /** gsi4: every post or comment of a status, by time (admin lists, dashboard counts). */
  allPosts: (status: 'published' | 'trashed') => `POSTS#${status}`,
  allComments: (status: 'live' | 'deleted') => `COMMENTS#${status}`,
};

const KEY_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'titleLower',
];

function strip<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const name of KEY_ATTRIBUTES) delete copy[name];
  return copy as T;
}

/** Top-level comments have no parentId attribute (so a reply's condition can test attribute_not_exists). */
function withoutNullParent(comment: Comment): Record<string, unknown> {
  const { parentId, ...rest } = comment;
  return parentId ? { ...rest, parentId } : rest;
}

/** A comment as readers see it: a deleted one's text and trash marks stay out. */
function toComment(item: Record<string, unknown>): Comment {
  const { removedBody: _removed, hidden: _hidden, ...rest } = strip<Record<string, unknown>>(item);
  return { parentId: null, ...rest } as unknown as Comment;
}

/** A comment as the admin's lists show it: a deleted one keeps its text (`removedBody`) and who deleted it. */
function toAdminComment(item: Record<string, unknown>): Comment {
  return { parentId: null, ...strip<Omit<Comment, 'parentId'>>(item) } as Comment;
}

function summary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = strip<Post>(item);
  return rest;
}

/** The index attributes of a post: a draft is only in its author's drafts. */
function postIndexes(post: Post): Record<string, string> {
  const order = postKeys.order(post.createdAt, post.id);
  if (post.status === 'draft') return { gsi3pk: postKeys.authorDrafts(post.authorId), gsi3sk: order };
  return {
    gsi1pk: postKeys.boardList(post.boardId, post.isNotice),
    gsi1sk: order,
    ...(post.category && !post.isNotice
      ? { gsi2pk: postKeys.category(post.boardId, post.category), gsi2sk: order }
      : {}),
    gsi3pk: postKeys.authorPosts(post.authorId),
    gsi3sk: order,
    gsi4pk: postKeys.allPosts('published'),
    gsi4sk: order,
  };
}

export class PostRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * The transaction item that moves one of a post's counters with the change it counts: on a published post
   * only (new comments and scraps), or on any stored post (removals, restores).
   */
  private count(
    postId: string,
    field: 'commentCount' | 'scrapCount',
    delta: 1 | -1,
    options = { publishedOnly: false },
  ) {
    return {
      Update: {
        TableName: this.tableName,
        Key: postKeys.post(postId),
        UpdateExpression: `ADD ${field} :delta`,
        ...(options.publishedOnly
          ? {
              ConditionExpression: '#status = :published',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':delta': delta, ':published': 'published' },
            }
          : { ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':delta': delta } }),
      },
    };
  }

  /** Stores a new post; its id is new (a UUID), so a failed condition is a fault, not an outcome. */
  async create(post: Post): Promise<void> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            ...postKeys.post(post.id),
            ...postIndexes(post),
            titleLower: post.title.toLowerCase(),
            ...post,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!outcome.ok) throw new Error(`A post with the id ${post.id} exists already`);
  }

  async get(id: string): Promise<Post | null> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: postKeys.post(id) }));
    return out.Item ? strip<Post>(out.Item) : null;
  }

  /** Reads a published post and counts the view, atomically, in one request; null when there is none. */
  async readAndCountView(id: string): Promise<Post | null> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(id),
          UpdateExpression: 'ADD #views :one',
          ConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#views': 'views', '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return outcome.ok && outcome.value.Attributes ? strip<Post>(outcome.value.Attributes) : null;
  }

  /**
   * Replaces the editable fields if the stored version is `expectedVersion` and the post is published;
   * returns false (nothing written) otherwise. The indexes follow the new notice flag and category.
   */
  async update(next: Post, expectedVersion: number, expectedStatus: Post['status']): Promise<boolean> {
    const indexes = postIndexes(next);
    const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
    const values: Record<string, unknown> = { ':expected': expectedVersion, ':current': expectedStatus };
    const sets: string[] = [];
    const fields = {
      title: next.title,
      titleLower: next.title.toLowerCase(),
      body: next.body,
      format: next.format,
      category: next.category,
      isNotice: next.isNotice,
      authorNickName: next.authorNickName,
      version: next.version,
      updatedAt: next.updatedAt,
      createdAt: next.createdAt,
      status: next.status,
      ...indexes,
    };
    for (const [name, value] of Object.entries(fields)) {
      names[`#${name}`] = name;
      values[`:${name}`] = value;
      sets.push(`#${name} = :${name}`);
    }
    const absent = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi4pk', 'gsi4sk'].filter(
      (name) => !(name in indexes),
    );
    const removes = absent.length > 0 ? ` REMOVE ${absent.join(', ')}` : '';
    return conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(next.id),
          UpdateExpression: `SET ${sets.join(', ')}${removes}`,
          ConditionExpression: '#version = :expected AND #status = :current',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  }

  /** Moves a post or draft to the trash (out of every list but the admin's trash); false if already gone. */
  async trash(id: string, by: string, at: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(id),
          UpdateExpression:
            'SET #status = :trashed, deletedAt = :at, deletedBy = :by, gsi1pk = :trash, gsi1sk = :order, gsi4pk = :allTrashed, gsi4sk = :order REMOVE gsi2pk, gsi2sk, gsi3pk, gsi3sk',
          ConditionExpression: '#status IN (:published, :draft)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':trashed': 'trashed',
            ':published': 'published',
            ':draft': 'draft',
            ':at': at,
            ':by': by,
            ':trash': 'TRASH#POSTS',
            ':allTrashed': postKeys.allPosts('trashed'),
            ':order': postKeys.order(at, id),
          },
        }),
      ),
    );
  }

  /** Whether a board has any published post or notice (two one-item Queries). */
  async boardHasPosts(boardId: string): Promise<boolean> {
    for (const notice of [false, true]) {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': postKeys.boardList(boardId, notice) },
          Limit: 1,
        }),
      );
      if ((out.Items ?? []).length > 0) return true;
    }
    return false;
  }

  /** Pinned notices of a board, newest first (one Query, at most BOARD_NOTICES_MAX). */
  async notices(boardId: string): Promise<PostSummary[]> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': postKeys.boardList(boardId, true) },
        ScanIndexForward: false,
        Limit: BOARD_NOTICES_MAX,
      }),
    );
    return (out.Items ?? []).map(summary);
  }

  /** A board's posts (without notices), newest first; by category on gsi2; `q` filters titles in the Query. */
  async listBoard(
    boardId: string,
    options: { limit: number; nextToken?: string; category?: string; q?: string },
  ): Promise<Page<PostSummary>> {
    const byCategory = options.category !== undefined;
    const index = byCategory ? 'gsi2' : 'gsi1';
    const partition = byCategory
      ? postKeys.category(boardId, options.category as string)
      : postKeys.boardList(boardId, false);
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk`,
        ...(options.q
          ? {
              FilterExpression: 'contains(titleLower, :q)',
              ExpressionAttributeValues: { ':pk': partition, ':q': options.q.toLowerCase() },
            }
          : { ExpressionAttributeValues: { ':pk': partition } }),
        ScanIndexForward: false,
        Limit: options.limit,
        ExclusiveStartKey: decodeCursor(options.nextToken, {
          attributes: ['pk', 'sk', `${index}pk`, `${index}sk`],
          partition: { [`${index}pk`]: partition },
        }),
      }),
    );
    return { items: (out.Items ?? []).map(summary), nextToken: encodeCursor(out.LastEvaluatedKey) };
  }

  /**
   * Adds a comment and counts it on its post in one transaction: both or neither. Says which condition
   * failed: 'post-gone' when the post is not published, 'parent-gone' when a reply's parent is not a live
   * top-level comment of the post (the transaction's items: 0 the comment, 1 the post's count, 2 the parent).
   */
  async addComment(
    comment: Comment,
    sortKey: string,
    parentSortKey: string | null,
  ): Promise<'added' | 'post-gone' | 'parent-gone'> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: {
                  ...postKeys.comment(comment.postId, sortKey),
                  gsi2pk: postKeys.commentById(comment.id),
                  gsi2sk: 'META',
                  gsi3pk: postKeys.authorComments(comment.authorId),
                  gsi3sk: postKeys.order(comment.createdAt, comment.id),
                  gsi4pk: postKeys.allComments('live'),
                  gsi4sk: postKeys.order(comment.createdAt, comment.id),
                  ...withoutNullParent(comment),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            this.count(comment.postId, 'commentCount', 1, { publishedOnly: true }),
            ...(parentSortKey
              ? [
                  {
                    ConditionCheck: {
                      TableName: this.tableName,
                      Key: postKeys.comment(comment.postId, parentSortKey),
                      ConditionExpression: 'deleted = :false AND attribute_not_exists(parentId)',
                      ExpressionAttributeValues: { ':false': false },
                    },
                  },
                ]
              : []),
          ],
        }),
      ),
    );
    if (outcome.ok) return 'added';
    return outcome.failed.includes(2) ? 'parent-gone' : 'post-gone';
  }

  /** A comment and its sort key, found by id (gsi2; eventually consistent, then read from the base table). */
  async findComment(id: string): Promise<{ comment: Comment; sortKey: string } | null> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': postKeys.commentById(id) },
        Limit: 1,
      }),
    );
    const hit = out.Items?.[0];
    if (!hit) return null;
    const item = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: hit.pk, sk: hit.sk }, ConsistentRead: true }),
    );
    return item.Item ? { comment: toAdminComment(item.Item), sortKey: String(hit.sk) } : null;
  }

  async updateComment(postId: string, sortKey: string, body: string, at: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.comment(postId, sortKey),
          UpdateExpression: 'SET body = :body, updatedAt = :at',
          ConditionExpression: 'deleted = :false',
          ExpressionAttributeValues: { ':body': body, ':at': at, ':false': false },
        }),
      ),
    );
  }

  /**
   * Deletes a comment and uncounts it on its post in one transaction. The item stays, for the admin's trash
   * (who deleted it and when; restore or purge): with replies it shows as a placeholder in its thread, without
   * them it is hidden from the thread. Its text is kept apart from `body`, which readers see empty.
   */
  async deleteComment(comment: Comment, sortKey: string, hasReplies: boolean, by: string, at: string) {
    return conditionally(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.tableName,
                Key: postKeys.comment(comment.postId, sortKey),
                UpdateExpression: `SET deleted = :true, removedBody = body, body = :empty, deletedAt = :at, deletedBy = :by, gsi4pk = :deletedComments, gsi4sk = :order${hasReplies ? '' : ', #hidden = :true'} REMOVE gsi3pk, gsi3sk`,
                ...(hasReplies ? {} : { ExpressionAttributeNames: { '#hidden': 'hidden' } }),
                ConditionExpression: 'deleted = :false',
                ExpressionAttributeValues: {
                  ':true': true,
                  ':false': false,
                  ':empty': '',
                  ':at': at,
                  ':by': by,
                  ':deletedComments': postKeys.allComments('deleted'),
                  ':order': postKeys.order(at, comment.id),
                },
              },
            },
            this.count(comment.postId, 'commentCount', -1),
          ],
        }),
      ),
    );
  }

  /** Brings a deleted comment back with its text and counts it again, in one transaction. */
  async restoreComment(comment: Comment & { removedBody?: string }, sortKey: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.tableName,
                Key: postKeys.comment(comment.postId, sortKey),
                UpdateExpression:
                  'SET deleted = :false, body = removedBody, gsi3pk = :mine, gsi3sk = :order, gsi4pk = :live, gsi4sk = :order REMOVE removedBody, #hidden, deletedAt, deletedBy',
                ExpressionAttributeNames: { '#hidden': 'hidden' },
                ConditionExpression: 'deleted = :true AND attribute_exists(removedBody)',
                ExpressionAttributeValues: {
                  ':true': true,
                  ':false': false,
                  ':mine': postKeys.authorComments(comment.authorId),
                  ':order': postKeys.order(comment.createdAt, comment.id),
                  ':live': postKeys.allComments('live'),
                },
              },
            },
            this.count(comment.postId, 'commentCount', 1),
          ],
        }),
      ),
    );
  }

  /** Removes a deleted comment for good; false unless it is deleted. */
  async purgeComment(postId: string, sortKey: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: postKeys.comment(postId, sortKey),
          ConditionExpression: 'deleted = :true',
          ExpressionAttributeValues: { ':true': true },
        }),
      ),
    );
  }

  /** Puts a trashed post back where it was listed (board, category, author, admin lists). */
  async restorePost(post: Post): Promise<boolean> {
    const restored: Post = { ...post, status: 'published' };
    const indexes = postIndexes(restored);
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ':published': 'published', ':trashed': 'trashed' };
    const sets = ['#status = :published'];
    for (const [name, value] of Object.entries(indexes)) {
      names[`#${name}`] = name;
      values[`:${name}`] = value;
      sets.push(`#${name} = :${name}`);
    }
    return conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(post.id),
          UpdateExpression: `SET ${sets.join(', ')} REMOVE deletedAt, deletedBy`,
          ConditionExpression: '#status = :trashed',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  }

  /**
   * Removes a trashed post for good with everything in its partition (comments, scraps): the items first, the
   * post last, so an interrupted purge can be run again. False unless the post is trashed.
   */
  async purgePost(id: string): Promise<boolean> {
    const post = await this.get(id);
    if (!post || post.status !== 'trashed') return false;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `POST#${id}` },
          ProjectionExpression: 'pk, sk',
          Limit: 25,
          ExclusiveStartKey: start,
        }),
      );
      // The post's own item goes last (below).
      const keys = ((page.Items ?? []) as { pk: string; sk: string }[]).filter((key) => key.sk !== 'META');
      if (keys.length > 0) {
        await this.client.send(
          new TransactWriteCommand({
            TransactItems: keys.map((key) => ({ Delete: { TableName: this.tableName, Key: key } })),
          }),
        );
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return conditionally(() =>
      this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: postKeys.post(id),
          ConditionExpression: '#status = :trashed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':trashed': 'trashed' },
        }),
      ),
    );
  }

  /** Whether a top-level comment has replies (one Query, one item). */
  async hasReplies(postId: string, sortKey: string): Promise<boolean> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `POST#${postId}`, ':prefix': `${sortKey}#` },
        Limit: 1,
      }),
    );
    return (out.Items ?? []).length > 0;
  }

  /** A post's comments in thread order (each reply after its parent), paginated. */
  async listComments(postId: string, limit: number, nextToken?: string): Promise<Page<Comment>> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        // `hidden` is a DynamoDB reserved word.
        FilterExpression: 'attribute_not_exists(#hidden)',
        ExpressionAttributeNames: { '#hidden': 'hidden' },
        ExpressionAttributeValues: { ':pk': `POST#${postId}`, ':prefix': 'COMMENT#' },
        Limit: limit,
        ExclusiveStartKey: decodeCursor(nextToken, {
          attributes: ['pk', 'sk'],
          partition: { pk: `POST#${postId}` },
        }),
      }),
    );
    return { items: (out.Items ?? []).map(toComment), nextToken: encodeCursor(out.LastEvaluatedKey) };
  }

  /** A member's posts, drafts, comments or scraps, newest first (gsi3, P9/P10/C5/S2). */
  async listByAuthor<T>(
    partition: string,
    limit: number,
    nextToken: string | undefined,
    shape: 'post' | 'comment' | 'scrap',
  ): Promise<Page<T>> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(nextToken, {
          attributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
          partition: { gsi3pk: partition },
        }),
      }),
    );
    const convert: (item: Record<string, unknown>) => unknown =
      shape === 'comment' ? toComment : (item) => strip<Post | Scrap>(item);
    return {
      items: (out.Items ?? []).map((item) => convert(item) as T),
      nextToken: encodeCursor(out.LastEvaluatedKey),
    };
  }

  /**
   * Bookmarks a published post for a member and counts it, in one transaction. Returns 'added', 'exists'
   * (already scrapped: nothing changes) or 'gone' (no published post).
   */
  async addScrap(scrap: Scrap, userId: string): Promise<'added' | 'exists' | 'gone'> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: {
                  ...postKeys.scrap(scrap.postId, userId),
                  gsi3pk: postKeys.authorScraps(userId),
                  gsi3sk: postKeys.order(scrap.scrappedAt, scrap.postId),
                  ...scrap,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            this.count(scrap.postId, 'scrapCount', 1, { publishedOnly: true }),
          ],
        }),
      ),
    );
    if (outcome.ok) return 'added';
    // Items: 0 the scrap (exists already), 1 the post's count (not published).
    return outcome.failed.includes(1) ? 'gone' : 'exists';
  }

  /** Removes a member's bookmark and uncounts it; false when there was none. */
  async removeScrap(postId: string, userId: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.tableName,
                Key: postKeys.scrap(postId, userId),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            this.count(postId, 'scrapCount', -1),
          ],
        }),
      ),
    );
  }

  /**
   * Every post (or comment) of a status, newest first, for the admin lists (gsi4). Board, title and author
   * filters run inside the Query (FilterExpression): a page may hold fewer items than `limit`; nextToken goes on.
   */
  async listAll<T>(
    partition: string,
    options: { limit: number; nextToken?: string; boardId?: string; text?: string; authorText?: string },
    shape: 'post' | 'comment',
  ): Promise<Page<T>> {
    const filters: string[] = [];
    const values: Record<string, unknown> = { ':pk': partition };
    if (options.boardId) {
      filters.push('boardId = :board');
      values[':board'] = options.boardId;
    }
    if (options.text) {
      filters.push(shape === 'post' ? 'contains(titleLower, :text)' : 'contains(body, :text)');
      values[':text'] = shape === 'post' ? options.text.toLowerCase() : options.text;
    }
    if (options.authorText) {
      filters.push('contains(authorNickName, :author)');
      values[':author'] = options.authorText;
    }
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk',
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: options.limit,
        ExclusiveStartKey: decodeCursor(options.nextToken, {
          attributes: ['pk', 'sk', 'gsi4pk', 'gsi4sk'],
          partition: { gsi4pk: partition },
        }),
      }),
    );
    const convert = shape === 'comment' ? toAdminComment : (item: Record<string, unknown>) => summary(item);
    return {
      items: (out.Items ?? []).map((item) => convert(item) as T),
      nextToken: encodeCursor(out.LastEvaluatedKey),
    };
  }

  /** How many posts or comments of a status exist, in total and since `since` (ISO), paging through gsi4. */
  async countAll(partition: string, since: string): Promise<{ total: number; since: number }> {
    const count = async (range: boolean) => {
      let total = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const out = await this.client.send(
          new QueryCommand({
            TableName: this.tableName,
            IndexName: 'gsi4',
            KeyConditionExpression: range ? 'gsi4pk = :pk AND gsi4sk >= :since' : 'gsi4pk = :pk',
            ExpressionAttributeValues: range ? { ':pk': partition, ':since': since } : { ':pk': partition },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        total += out.Count ?? 0;
        start = out.LastEvaluatedKey;
      } while (start);
      return total;
    };
    const [total, recent] = await Promise.all([count(false), count(true)]);
    return { total, since: recent };
  }

  async getArticle(id: string): Promise<Article | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: postKeys.article(id) }),
    );
    return out.Item ? strip<Article>(out.Item) : null;
  }

  async putArticle(article: Article): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...postKeys.article(article.id), ...article } }),
    );
  }
}
