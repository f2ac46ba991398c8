import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Post, PostSummary } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { batchGet } from '../shared/dynamo/batch-get';
import { conditionalWrite } from '../shared/dynamo/conditional';
import { attributeUpdate } from '../shared/dynamo/attribute-update';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { POST_EDITED_FIELDS } from './post-content';
import { postIndexes, postListAttributes, type IndexedPost } from './post-indexes';
import { postKeys } from '../storage/keys/post-keys';
import { gsi, TableRepository } from '../storage/table-repository';

/** A stored post without its body, as lists show it. */
export function postSummary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = withoutStorageAttributes<Post>(item);
  return rest;
}

/** Posts and drafts: their item, lists and lifecycle (docs/data-model.md, P1–P10, B5, D5–D6). */
export class PostRepository extends TableRepository {
  /** Stores a new post; its id is new (a UUID), so a failed condition is a fault, not an outcome. */
  async create(post: Post): Promise<void> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          // Index and search attributes a state does not list are undefined, so not stored.
          Item: { ...postKeys.post(post.id), ...postListAttributes(post), ...post },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!outcome.ok) throw new Error(`A post with the id ${post.id} exists already`);
  }

  async get(id: string): Promise<Post | null> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: postKeys.post(id) }));
    return out.Item ? withoutStorageAttributes<Post>(out.Item) : null;
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
    return outcome.ok && outcome.value.Attributes
      ? withoutStorageAttributes<Post>(outcome.value.Attributes)
      : null;
  }

  /**
   * Writes an edit (every field of POST_EDITED_FIELDS, lambda/posts/post-content.ts), and the status and
   * creation time when a draft is published, if the stored post is still at `expectedVersion` with
   * `expectedStatus`; returns false (nothing written) otherwise. The index keys follow the new state (a
   * published draft joins its board's lists).
   */
  async update(next: Post, expectedVersion: number, expectedStatus: Post['status']): Promise<boolean> {
    const edited = Object.fromEntries(POST_EDITED_FIELDS.map((field) => [field, next[field]]));
    const update = attributeUpdate({ ...edited, ...postListAttributes(next) });
    return this.updateIf({
      Key: postKeys.post(next.id),
      UpdateExpression: update.expression,
      ConditionExpression: '#status = :s AND #version = :v',
      ExpressionAttributeNames: { ...update.names, '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: { ...update.values, ':s': expectedStatus, ':v': expectedVersion },
    });
  }

  /**
   * A write of a post's index attributes for its new state, with `also` beside them, if the stored post has
   * the status `from` (and the version `version`, when given).
   */
  private writeState(
    state: IndexedPost,
    also: Record<string, unknown>,
    from: Post['status'],
    version?: number,
  ): Promise<boolean> {
    const update = attributeUpdate({ ...also, ...postIndexes(state) });
    const versioned = version !== undefined;
    return this.updateIf({
      Key: postKeys.post(state.id),
      UpdateExpression: update.expression,
      ConditionExpression: versioned ? '#status = :s AND #version = :v' : '#status = :s',
      ExpressionAttributeNames: {
        ...update.names,
        '#status': 'status',
        ...(versioned ? { '#version': 'version' } : {}),
      },
      ExpressionAttributeValues: { ...update.values, ':s': from, ...(versioned ? { ':v': version } : {}) },
    });
  }

  /**
   * Moves a published post to the trash (out of every list but the admin's trash); false if it is not
   * published. A draft never enters the trash: restoring it would publish what its author kept private.
   */
  async trash(id: string, by: string, at: string): Promise<boolean> {
    return this.writeState(
      { id, status: 'trashed', deletedAt: at },
      { status: 'trashed', deletedAt: at, deletedBy: by },
      'published',
    );
  }

  /**
   * Deletes a draft for good, as Rhymix deletes a temp-saved document: false unless it is still a draft of
   * `authorId`. Its partition holds nothing else (comments, scraps, votes and reports need a published post).
   */
  async deleteDraft(id: string, authorId: string): Promise<boolean> {
    return this.deleteIf({
      Key: postKeys.post(id),
      ConditionExpression: '#status = :draft AND authorId = :author',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':draft': 'draft', ':author': authorId },
    });
  }

  /** Which of these posts (at most 100) are drafts: one BatchGetItem of their ids and statuses. */
  async draftIds(ids: readonly string[]): Promise<string[]> {
    const found = await batchGet(
      this.client,
      this.tableName,
      ids.map((id) => postKeys.post(id)),
      { expression: 'id, #status', names: { '#status': 'status' } },
    );
    const drafts = new Set(found.filter((item) => item.status === 'draft').map((item) => String(item.id)));
    // In the order asked, for a message that names them as the admin listed them.
    return ids.filter((id) => drafts.has(id));
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

  /** Puts a trashed post back where it was listed (board, category, author, admin lists). */
  async restorePost(post: Post): Promise<boolean> {
    return this.writeState(
      { ...post, status: 'published' },
      { status: 'published', deletedAt: undefined, deletedBy: undefined },
      'trashed',
    );
  }

  /**
   * Moves a published post to another board (admin "move", docs/admin-portal.md): it leaves its category
   * (categories belong to a board) and joins the new board's list in its original place by date. Conditional on
   * the version read, so an edit made meanwhile is never overwritten; the version goes up, so an edit begun
   * before the move is refused as stale. False (nothing written) when the post changed or left.
   */
  async moveToBoard(post: Post, boardId: string, at: string): Promise<boolean> {
    const moved: Post = { ...post, boardId, category: null, version: post.version + 1, updatedAt: at };
    return this.writeState(
      { ...moved, status: 'published' },
      { boardId, category: null, version: moved.version, updatedAt: at },
      'published',
      post.version,
    );
  }

  /**
   * Removes a trashed post for good with everything in its partition (comments, scraps): the items first, the
   * post last, so an interrupted purge can be run again. False unless the post is trashed.
   */
  async purgePost(id: string): Promise<boolean> {
    const post = await this.get(id);
    if (!post || post.status !== 'trashed') return false;
    // 25 keys a page: one transaction deletes them.
    await this.forEachPage(
      { partition: postKeys.partition(id), projection: 'pk, sk', pageSize: 25 },
      async (page) => {
        // The post's own item goes last (below).
        const keys = ((page.Items ?? []) as { pk: string; sk: string }[]).filter(
          (key) => key.sk !== postKeys.metaSortKey,
        );
        if (keys.length > 0) {
          await this.client.send(
            new TransactWriteCommand({
              TransactItems: keys.map((key) => ({ Delete: { TableName: this.tableName, Key: key } })),
            }),
          );
        }
      },
    );
    return this.deleteIf({
      Key: postKeys.post(id),
      ConditionExpression: '#status = :trashed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':trashed': 'trashed' },
    });
  }

  /** A member's posts or drafts, newest first (gsi3, P9–P10). */
  async listByAuthor(
    kind: 'posts' | 'drafts',
    userId: string,
    limit: number,
    nextToken?: string,
  ): Promise<Page<Post>> {
    const partition = kind === 'posts' ? postKeys.authorPosts(userId) : postKeys.authorDrafts(userId);
    return this.queryPage({ keys: gsi('gsi3'), partition, descending: true, limit, nextToken }, (item) =>
      withoutStorageAttributes<Post>(item),
    );
  }
}
