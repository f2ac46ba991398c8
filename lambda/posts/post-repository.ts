import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Post, PostSummary } from '../../contracts/post';
import { richTextPlainText, type RichTextDocument } from '../../contracts/rich-text';
import type { Page } from '../../contracts/pagination';
import { batchGet } from '../shared/dynamo/batch-get';
import { conditionalWrite } from '../shared/dynamo/conditional';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { postKeys } from '../storage/keys/post-keys';
import { gsi, TableRepository } from '../storage/table-repository';

/** A stored post without its body, as lists show it. */
export function postSummary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = withoutStorageAttributes<Post>(item);
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

/**
 * What the searches filter on besides the index keys (lambda/board-lists, docs/data-model.md, L3): the title
 * and the author's nickname in lower case, so a search ignores case, and a rich-text body's plain text
 * (`bodyText`; absent for plain and Markdown bodies, which are their own text), so a search reads what a
 * reader sees and never the document's JSON. Decided here for create and edit alike.
 */
function searchAttributes(post: Post): {
  titleLower: string;
  authorNickNameLower: string;
  bodyText?: string;
} {
  const lower = {
    titleLower: post.title.toLowerCase(),
    authorNickNameLower: post.authorNickName.toLowerCase(),
  };
  if (post.format !== 'richtext') return lower;
  // The body passed the allow-list on its way in (contracts/post.ts), so it is a document.
  const doc = JSON.parse(post.body) as RichTextDocument;
  return { ...lower, bodyText: richTextPlainText(doc) };
}

/** Posts and drafts: their item, lists and lifecycle (docs/data-model.md, P1–P10, B5, D5–D6). */
export class PostRepository extends TableRepository {
  /** Stores a new post; its id is new (a UUID), so a failed condition is a fault, not an outcome. */
  async create(post: Post): Promise<void> {
    const outcome = await conditionalWrite(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            ...postKeys.post(post.id),
            ...postIndexes(post),
            ...searchAttributes(post),
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
   * Replaces the editable fields, and the status and creation time when a draft is published, if the stored
   * post is still at `expectedVersion` with `expectedStatus`; returns false (nothing written) otherwise. The
   * index keys follow the new status, notice flag and category (a published draft joins its board's lists).
   */
  async update(next: Post, expectedVersion: number, expectedStatus: Post['status']): Promise<boolean> {
    const indexes = postIndexes(next);
    const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
    const values: Record<string, unknown> = { ':expected': expectedVersion, ':current': expectedStatus };
    const sets: string[] = [];
    const search = searchAttributes(next);
    const fields = {
      title: next.title,
      ...search,
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
    const absent = [
      ...['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi4pk', 'gsi4sk'].filter((name) => !(name in indexes)),
      ...(search.bodyText === undefined ? ['bodyText'] : []),
    ];
    const removes = absent.length > 0 ? ` REMOVE ${absent.join(', ')}` : '';
    return this.updateIf({
      Key: postKeys.post(next.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes}`,
      ConditionExpression: '#version = :expected AND #status = :current',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  }

  /**
   * Moves a published post to the trash (out of every list but the admin's trash); false if it is not
   * published. A draft never enters the trash: restoring it would publish what its author kept private.
   */
  async trash(id: string, by: string, at: string): Promise<boolean> {
    return this.updateIf({
      Key: postKeys.post(id),
      UpdateExpression:
        'SET #status = :trashed, deletedAt = :at, deletedBy = :by, gsi1pk = :trash, gsi1sk = :order, gsi4pk = :allTrashed, gsi4sk = :order REMOVE gsi2pk, gsi2sk, gsi3pk, gsi3sk',
      ConditionExpression: '#status = :published',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':trashed': 'trashed',
        ':published': 'published',
        ':at': at,
        ':by': by,
        ':trash': postKeys.trash,
        ':allTrashed': postKeys.allPosts('trashed'),
        ':order': postKeys.order(at, id),
      },
    });
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
    return this.updateIf({
      Key: postKeys.post(post.id),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE deletedAt, deletedBy`,
      ConditionExpression: '#status = :trashed',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
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
