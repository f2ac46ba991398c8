import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalTransaction, putNew } from '../shared/dynamo/conditional';
import { batchGet } from '../shared/dynamo/batch-get';
import { commentKeys } from '../storage/keys/comment-keys';
import { postKeys } from '../storage/keys/post-keys';
import { voteKeys } from '../storage/keys/vote-keys';
import { TableRepository } from '../storage/table-repository';

type Key = { pk: string; sk: string };
export type VoteOutcome = 'done' | 'already' | 'gone';

/**
 * Votes and their counts (docs/data-model.md, V1–V4). A vote and its count change in one transaction: the vote
 * item's key makes "once per member" a condition, so two quick clicks count once.
 */
export class VoteRepository extends TableRepository {
  /**
   * Adds (`add`) or removes a vote and moves the count on `target` with it. `target` must still be live
   * (`live`: a condition on it). Answers 'done', 'already' (already voted / no vote to remove: nothing changed)
   * or 'gone' (the post or comment is no longer live).
   */
  private async change(
    vote: Key & Record<string, unknown>,
    target: Key,
    live: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
    add: boolean,
  ): Promise<VoteOutcome> {
    const { pk, sk, ...fields } = vote;
    const outcome = await conditionalTransaction(this.client, [
      add
        ? putNew(this.tableName, { pk, sk, ...fields })
        : {
            Delete: {
              TableName: this.tableName,
              Key: { pk, sk },
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
      {
        Update: {
          TableName: this.tableName,
          Key: target,
          UpdateExpression: 'ADD voteCount :delta',
          ConditionExpression: live.expression,
          ...(live.names ? { ExpressionAttributeNames: live.names } : {}),
          ExpressionAttributeValues: { ...live.values, ':delta': add ? 1 : -1 },
        },
      },
    ]);
    if (outcome.ok) return 'done';
    // Items: 0 the vote (exists already / absent), 1 the post's or comment's count (no longer live).
    return outcome.failed.includes(0) ? 'already' : 'gone';
  }

  async votePost(postId: string, userId: string, at: string, add: boolean): Promise<VoteOutcome> {
    return this.change(
      { ...voteKeys.post(postId, userId), postId, userId, votedAt: at },
      postKeys.post(postId),
      // A vote is taken back from a trashed post too: only adding needs a published post.
      add
        ? {
            expression: '#status = :published',
            names: { '#status': 'status' },
            values: { ':published': 'published' },
          }
        : { expression: 'attribute_exists(pk)', values: {} },
      add,
    );
  }

  async voteComment(
    comment: { postId: string; commentId: string; sortKey: string },
    userId: string,
    at: string,
    add: boolean,
  ): Promise<VoteOutcome> {
    return this.change(
      { ...voteKeys.comment(comment.postId, comment.commentId, userId), ...comment, userId, votedAt: at },
      commentKeys.comment(comment.postId, comment.sortKey),
      { expression: 'deleted = :false', values: { ':false': false } },
      add,
    );
  }

  /** The count now, read consistently after a change (absent until the first vote: 0). */
  async countOf(key: Key): Promise<number> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: key,
        ProjectionExpression: 'voteCount',
        ConsistentRead: true,
      }),
    );
    return typeof out.Item?.voteCount === 'number' ? out.Item.voteCount : 0;
  }

  /** Which of these comments `userId` voted for (one BatchGetItem, ≤ 100 comments). */
  async votedComments(postId: string, commentIds: readonly string[], userId: string): Promise<Set<string>> {
    const found = await batchGet(
      this.client,
      this.tableName,
      commentIds.map((id) => voteKeys.comment(postId, id, userId)),
      { expression: '#c', names: { '#c': 'commentId' } },
    );
    return new Set(found.map((item) => String(item.commentId)));
  }
}
