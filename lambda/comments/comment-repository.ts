import {
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Comment } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { conditionalTransaction, putNew } from '../shared/dynamo/conditional';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { toAdminComment } from '../storage/content-records';
import { postCounterUpdate } from '../storage/post-counters';
import { postKeys } from '../storage/keys/post-keys';
import { commentKeys } from '../storage/keys/comment-keys';
import { gsi, TableRepository } from '../storage/table-repository';

/** Top-level comments have no parentId attribute (so a reply's condition can test attribute_not_exists). */
function withoutNullParent(comment: Comment): Record<string, unknown> {
  const { parentId, ...rest } = comment;
  return parentId ? { ...rest, parentId } : rest;
}

/** A comment as readers see it: a deleted one's text and trash marks stay out. */
function toComment(item: Record<string, unknown>): Comment {
  const {
    removedBody: _removed,
    hidden: _hidden,
    ...rest
  } = withoutStorageAttributes<Record<string, unknown>>(item);
  return { parentId: null, ...rest } as unknown as Comment;
}

/** A comment found by id, with the sort key that places it in its post's partition. */
export interface FoundComment {
  readonly comment: Comment;
  readonly sortKey: string;
}

/** A transaction's update of one comment: what to change, on which condition (the key is the comment's). */
type CommentUpdate = Omit<
  NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']>,
  'TableName' | 'Key'
>;

/** Comments and replies, kept in their post's partition (docs/data-model.md, C1–C5, D7–D8). */
export class CommentRepository extends TableRepository {
  /**
   * Adds a comment and counts it on its post in one transaction: both or neither. Says which condition
   * failed: 'post-gone' when the post is not published, 'parent-gone' when a reply's parent is not a live
   * top-level comment of the post (the transaction's items: 0 the comment, 1 the post's count, 2 the parent).
   */
  async add(
    comment: Comment,
    sortKey: string,
    parentSortKey: string | null,
  ): Promise<'added' | 'post-gone' | 'parent-gone'> {
    const order = commentKeys.order(comment.createdAt, comment.id);
    const outcome = await conditionalTransaction(this.client, [
      putNew(this.tableName, {
        ...commentKeys.comment(comment.postId, sortKey),
        ...commentKeys.byId(comment.id),
        gsi3pk: commentKeys.author(comment.authorId),
        gsi3sk: order,
        ...commentKeys.all('live').entry(comment.createdAt, comment.id),
        ...withoutNullParent(comment),
      }),
      postCounterUpdate(this.tableName, comment.postId, 'commentCount', 1, { publishedOnly: true }),
      ...(parentSortKey
        ? [
            {
              ConditionCheck: {
                TableName: this.tableName,
                Key: commentKeys.comment(comment.postId, parentSortKey),
                ConditionExpression: 'deleted = :false AND attribute_not_exists(parentId)',
                ExpressionAttributeValues: { ':false': false },
              },
            },
          ]
        : []),
    ]);
    if (outcome.ok) return 'added';
    return outcome.failed.includes(2) ? 'parent-gone' : 'post-gone';
  }

  /** A comment and its sort key, found by id (gsi2; eventually consistent, then read from the base table). */
  async find(id: string): Promise<FoundComment | null> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': commentKeys.byId(id).gsi2pk },
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

  /** Replaces a live comment's text; false when it is deleted (or gone). */
  async update(postId: string, sortKey: string, body: string, at: string): Promise<boolean> {
    return this.updateIf({
      Key: commentKeys.comment(postId, sortKey),
      UpdateExpression: 'SET body = :body, updatedAt = :at',
      ConditionExpression: 'deleted = :false',
      ExpressionAttributeValues: { ':body': body, ':at': at, ':false': false },
    });
  }

  /**
   * Deletes a comment and uncounts it on its post in one transaction. The item stays, for the admin's trash
   * (who deleted it and when; restore or purge): with replies it shows as a placeholder in its thread, without
   * them it is hidden from the thread. Its text is kept apart from `body`, which readers see empty.
   */
  async remove(found: FoundComment, hasReplies: boolean, by: string, at: string): Promise<boolean> {
    const { comment } = found;
    const listed = commentKeys.all('deleted').entry(at, comment.id);
    return this.updateCounted(found, -1, {
      UpdateExpression: `SET deleted = :true, removedBody = body, body = :empty, deletedAt = :at, deletedBy = :by, gsi4pk = :deletedComments, gsi4sk = :order${hasReplies ? '' : ', #hidden = :true'} REMOVE gsi3pk, gsi3sk`,
      ...(hasReplies ? {} : { ExpressionAttributeNames: { '#hidden': 'hidden' } }),
      ConditionExpression: 'deleted = :false',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':empty': '',
        ':at': at,
        ':by': by,
        ':deletedComments': listed.gsi4pk,
        ':order': listed.gsi4sk,
      },
    });
  }

  /** Brings a deleted comment back with its text and counts it again, in one transaction. */
  async restore(found: FoundComment): Promise<boolean> {
    const { comment } = found;
    const listed = commentKeys.all('live').entry(comment.createdAt, comment.id);
    return this.updateCounted(found, 1, {
      UpdateExpression:
        'SET deleted = :false, body = removedBody, gsi3pk = :mine, gsi3sk = :order, gsi4pk = :live, gsi4sk = :listed REMOVE removedBody, #hidden, deletedAt, deletedBy',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ConditionExpression: 'deleted = :true AND attribute_exists(removedBody)',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':mine': commentKeys.author(comment.authorId),
        ':order': commentKeys.order(comment.createdAt, comment.id),
        ':live': listed.gsi4pk,
        ':listed': listed.gsi4sk,
      },
    });
  }

  /** Updates a comment and moves its post's comment count by `delta`, in one transaction: both or neither. */
  private async updateCounted(found: FoundComment, delta: 1 | -1, update: CommentUpdate): Promise<boolean> {
    const { comment, sortKey } = found;
    const key = commentKeys.comment(comment.postId, sortKey);
    return (
      await conditionalTransaction(this.client, [
        { Update: { TableName: this.tableName, Key: key, ...update } },
        postCounterUpdate(this.tableName, comment.postId, 'commentCount', delta),
      ])
    ).ok;
  }

  /** Removes a deleted comment for good; false unless it is deleted. */
  async purge(found: FoundComment): Promise<boolean> {
    return this.deleteIf({
      Key: commentKeys.comment(found.comment.postId, found.sortKey),
      ConditionExpression: 'deleted = :true',
      ExpressionAttributeValues: { ':true': true },
    });
  }

  /** Whether a top-level comment has replies (one Query, one item). */
  async hasReplies(postId: string, sortKey: string): Promise<boolean> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': postKeys.partition(postId),
          ':prefix': commentKeys.repliesOf(sortKey),
        },
        Limit: 1,
      }),
    );
    return (out.Items ?? []).length > 0;
  }

  /** A post's comments in thread order (each reply after its parent), paginated. */
  async list(postId: string, limit: number, nextToken?: string): Promise<Page<Comment>> {
    return this.queryPage(
      {
        partition: postKeys.partition(postId),
        prefix: commentKeys.prefix,
        // `hidden` is a DynamoDB reserved word.
        filter: { expression: 'attribute_not_exists(#hidden)', names: { '#hidden': 'hidden' } },
        limit,
        nextToken,
      },
      toComment,
    );
  }

  /** A member's comments, newest first (gsi3, C5). */
  async listByAuthor(userId: string, limit: number, nextToken?: string): Promise<Page<Comment>> {
    return this.queryPage(
      { keys: gsi('gsi3'), partition: commentKeys.author(userId), descending: true, limit, nextToken },
      toComment,
    );
  }

  /**
   * After its post moved to another board: comments carry their post's board, which is also their partition in
   * the admin's per-board lists (the byBoard index), so they follow the post there.
   */
  async moveToBoard(postId: string, boardId: string): Promise<void> {
    await this.forEachPage(
      { partition: postKeys.partition(postId), prefix: commentKeys.prefix, projection: 'pk, sk' },
      async ({ Items = [] }) => {
        for (const item of Items) {
          await this.client.send(
            new UpdateCommand({
              TableName: this.tableName,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET boardId = :board',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':board': boardId },
            }),
          );
        }
      },
    );
  }
}
