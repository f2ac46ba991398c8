import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Article, Comment, Post, PostSummary } from '../../contracts/post';
import { BOARD_NOTICES_MAX } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';

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
  authorComments: (userId: string) => `AUTHOR#${userId}#COMMENTS`,
  order: (createdAt: string, id: string) => `${createdAt}#${id}`,
  comment: (postId: string, sk: string) => ({ pk: `POST#${postId}`, sk }),
  commentById: (id: string) => `COMMENT#${id}`,
  article: (id: string) => ({ pk: `ARTICLE#${id}`, sk: 'META' }),
};

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'titleLower'];

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

function toComment(item: Record<string, unknown>): Comment {
  return { parentId: null, ...strip<Omit<Comment, 'parentId'>>(item) } as Comment;
}

function summary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = strip<Post>(item);
  return rest;
}

/** The index attributes of a published post. */
function postIndexes(post: Post): Record<string, string> {
  const order = postKeys.order(post.createdAt, post.id);
  return {
    gsi1pk: postKeys.boardList(post.boardId, post.isNotice),
    gsi1sk: order,
    ...(post.category && !post.isNotice
      ? { gsi2pk: postKeys.category(post.boardId, post.category), gsi2sk: order }
      : {}),
    gsi3pk: postKeys.authorPosts(post.authorId),
    gsi3sk: order,
  };
}

export class PostRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(post: Post): Promise<void> {
    await this.client.send(
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
    );
  }

  async get(id: string): Promise<Post | null> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: postKeys.post(id) }));
    return out.Item ? strip<Post>(out.Item) : null;
  }

  /** Reads a published post and counts the view, atomically, in one request; null when there is none. */
  async readAndCountView(id: string): Promise<Post | null> {
    try {
      const out = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(id),
          UpdateExpression: 'ADD #views :one',
          ConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#views': 'views', '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes ? strip<Post>(out.Attributes) : null;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return null;
      throw error;
    }
  }

  /**
   * Replaces the editable fields if the stored version is `expectedVersion` and the post is published;
   * returns false (nothing written) otherwise. The indexes follow the new notice flag and category.
   */
  async update(next: Post, expectedVersion: number): Promise<boolean> {
    const indexes = postIndexes(next);
    const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
    const values: Record<string, unknown> = { ':expected': expectedVersion, ':published': 'published' };
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
      ...indexes,
    };
    for (const [name, value] of Object.entries(fields)) {
      names[`#${name}`] = name;
      values[`:${name}`] = value;
      sets.push(`#${name} = :${name}`);
    }
    const removes = 'gsi2pk' in indexes ? '' : ' REMOVE gsi2pk, gsi2sk';
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(next.id),
          UpdateExpression: `SET ${sets.join(', ')}${removes}`,
          ConditionExpression: '#version = :expected AND #status = :published',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  /** Moves a published post to the trash (out of every list but the admin's trash); false if not published. */
  async trash(id: string, by: string, at: string): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.post(id),
          UpdateExpression:
            'SET #status = :trashed, deletedAt = :at, deletedBy = :by, gsi1pk = :trash, gsi1sk = :order REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':trashed': 'trashed',
            ':published': 'published',
            ':at': at,
            ':by': by,
            ':trash': 'TRASH#POSTS',
            ':order': postKeys.order(at, id),
          },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
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
   * Adds a comment and counts it on its post in one transaction: both or neither. Fails (false) when the post
   * is not published or, for a reply, the parent is not a live top-level comment of the post.
   */
  async addComment(comment: Comment, sortKey: string, parentSortKey: string | null): Promise<boolean> {
    try {
      await this.client.send(
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
                  ...withoutNullParent(comment),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: this.tableName,
                Key: postKeys.post(comment.postId),
                UpdateExpression: 'ADD commentCount :one',
                ConditionExpression: '#status = :published',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
              },
            },
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
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'TransactionCanceledException') return false;
      throw error;
    }
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
    return item.Item ? { comment: toComment(item.Item), sortKey: String(hit.sk) } : null;
  }

  async updateComment(postId: string, sortKey: string, body: string, at: string): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: postKeys.comment(postId, sortKey),
          UpdateExpression: 'SET body = :body, updatedAt = :at',
          ConditionExpression: 'deleted = :false',
          ExpressionAttributeValues: { ':body': body, ':at': at, ':false': false },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  /**
   * Deletes a comment and uncounts it on its post in one transaction. A comment with replies stays as a
   * placeholder (deleted, empty body) so the thread still reads; otherwise the item goes.
   */
  async deleteComment(comment: Comment, sortKey: string, hasReplies: boolean, by: string, at: string) {
    const key = postKeys.comment(comment.postId, sortKey);
    const change = hasReplies
      ? {
          Update: {
            TableName: this.tableName,
            Key: key,
            UpdateExpression: 'SET deleted = :true, body = :empty, deletedAt = :at, deletedBy = :by',
            ConditionExpression: 'deleted = :false',
            ExpressionAttributeValues: { ':true': true, ':false': false, ':empty': '', ':at': at, ':by': by },
          },
        }
      : {
          Delete: {
            TableName: this.tableName,
            Key: key,
            ConditionExpression: 'deleted = :false',
            ExpressionAttributeValues: { ':false': false },
          },
        };
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            change,
            {
              Update: {
                TableName: this.tableName,
                Key: postKeys.post(comment.postId),
                UpdateExpression: 'ADD commentCount :minusOne',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':minusOne': -1 },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'TransactionCanceledException') return false;
      throw error;
    }
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
