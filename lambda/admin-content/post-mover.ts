import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { commentKeys } from '../storage/keys/comment-keys';
import { refuseDrafts } from './draft-guard';
import { postKeys } from '../storage/keys/post-keys';
// DraftLookup is all the mover uses of the posts (a `Pick<…, 'draftIds'>` below); named as the posts' repository
// because this file is being folded into it, so this change touches import lines only.
import type { DraftLookup as PostRepository } from './draft-guard';
import { TableRepository } from '../storage/table-repository';

export interface MoveOutcome {
  readonly moved: string[];
  /** Not moved: no such post, or in the trash (drafts are refused before anything moves). */
  readonly missing: string[];
  /** The boards that lost or gained posts, for the list caches. */
  readonly boards: string[];
}

/**
 * Admin "move to another board" (as Rhymix's document admin has it). A post keeps its id, author, dates,
 * counters and comments; it leaves its category (categories belong to a board) and joins the new board's
 * list in its original place by date. The write is conditional on the version read, so an edit made
 * meanwhile is never overwritten; the version goes up, so an edit begun before the move is refused as stale.
 */
export class PostMover extends TableRepository {
  constructor(
    client: DynamoDBDocumentClient,
    tableName: string,
    private readonly boards: { get(id: string): Promise<unknown> },
    private readonly drafts: Pick<PostRepository, 'draftIds'>,
    private readonly clock: Clock = systemClock,
  ) {
    super(client, tableName);
  }

  async move(postIds: readonly string[], boardId: string): Promise<MoveOutcome> {
    if (!(await this.boards.get(boardId))) throw new NotFoundError('No board with this id.');
    // A draft stays where its author saved it; a list naming one is refused whole, nothing moved.
    await refuseDrafts(this.drafts, postIds, 'body.postIds');
    const moved: string[] = [];
    const missing: string[] = [];
    const boards = new Set<string>([boardId]);
    // One post after another: at most 50, and each touches its own partition only.
    for (const postId of postIds) {
      const from = await this.moveOne(postId, boardId);
      if (from === null) missing.push(postId);
      else {
        moved.push(postId);
        boards.add(from);
      }
    }
    return { moved, missing, boards: [...boards] };
  }

  /** The board the post came from, or null when it could not be moved. */
  private async moveOne(postId: string, boardId: string): Promise<string | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: postKeys.post(postId) }),
    );
    const post = out.Item;
    if (!post || post.status !== 'published') return null;
    const from = String(post.boardId);
    if (from === boardId) return from;
    const written = await this.updateIf({
      Key: postKeys.post(postId),
      UpdateExpression:
        'SET boardId = :board, #category = :none, gsi1pk = :list, #version = #version + :one, updatedAt = :at REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#status = :published AND #version = :version',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version', '#category': 'category' },
      ExpressionAttributeValues: {
        ':board': boardId,
        ':none': null,
        ':list': postKeys.boardList(boardId, post.isNotice === true),
        ':one': 1,
        ':at': this.clock(),
        ':published': 'published',
        ':version': post.version,
      },
    });
    if (!written) return null;
    await this.moveComments(postId, boardId);
    return from;
  }

  /** Comments carry their post's board (the admin comment list filters by it). */
  private async moveComments(postId: string, boardId: string): Promise<void> {
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
