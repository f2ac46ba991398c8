import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../shared/dynamo/batch-write';
import { conditionalTransaction, conditionally } from '../shared/dynamo/conditional';
import { bodyItem } from '../storage/post-bodies';
import { postKeys } from '../storage/keys/post-keys';
import { listCountItems, listCountKeys, listSortKey } from '../storage/list-counts';
import { gsi, TableRepository } from '../storage/table-repository';

/**
 * Numbers the board lists of a stage whose posts were stored before lists were numbered (docs/data-model.md,
 * "Numbered pages"; docs/operations.md says when to run it): an offline walk, never on a request path. For each
 * board, every listed post (notices included) takes a number in the order of its date, as the lists showed
 * them, and a body kept on the post's own item moves to its body item (lambda/storage/post-bodies.ts); the
 * lists' count items are written anew from those numbers and the board's sequence continues after them. Run it while nothing writes posts (before the new version serves): a post written meanwhile could be
 * numbered twice. A post edited meanwhile is left out and named (its version changed): run it again.
 */
export interface NumberingReport {
  readonly boards: number;
  readonly posts: number;
  readonly skipped: readonly string[];
}

interface ListedItem {
  id: string;
  createdAt: string;
  category?: string | null;
  isNotice?: boolean;
  version: number;
  gsi2pk?: string;
  body?: string;
  bodyText?: string;
}

export class BoardListNumbering extends TableRepository {
  constructor(client: DynamoDBDocumentClient, tableName: string) {
    super(client, tableName);
  }

  async run(boardIds: readonly string[]): Promise<NumberingReport> {
    let posts = 0;
    const skipped: string[] = [];
    for (const boardId of boardIds) {
      const done = await this.numberBoard(boardId);
      posts += done.numbered;
      skipped.push(...done.skipped);
    }
    return { boards: boardIds.length, posts, skipped };
  }

  private async listed(partition: string): Promise<ListedItem[]> {
    const items: ListedItem[] = [];
    await this.forEachPage({ keys: gsi('gsi1'), partition }, ({ Items = [] }) => {
      items.push(...(Items as unknown as ListedItem[]));
    });
    return items;
  }

  private async numberBoard(boardId: string): Promise<{ numbered: number; skipped: string[] }> {
    const posts = [
      ...(await this.listed(postKeys.boardList(boardId, false))),
      ...(await this.listed(postKeys.boardList(boardId, true))),
    ].sort((a, b) =>
      a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt),
    );
    const skipped: string[] = [];
    const lists = new Map<string, number[]>();
    for (const [index, post] of posts.entries()) {
      const seq = index + 1;
      // A body stored on the post's own item (before bodies moved out) moves to its body item in the same write.
      const movesBody = typeof post.body === 'string';
      const update = {
        TableName: this.tableName,
        Key: postKeys.post(post.id),
        UpdateExpression: `SET listSeq = :seq, gsi1sk = :key${post.gsi2pk ? ', gsi2sk = :key' : ''}${movesBody ? ' REMOVE body, bodyText' : ''}`,
        ConditionExpression: '#version = :version AND #status = :published',
        ExpressionAttributeNames: { '#version': 'version', '#status': 'status' },
        ExpressionAttributeValues: {
          ':seq': seq,
          ':key': listSortKey(seq),
          ':version': post.version,
          ':published': 'published',
        },
      };
      const written = movesBody
        ? (
            await conditionalTransaction(this.client, [
              { Update: update },
              {
                Put: {
                  TableName: this.tableName,
                  Item: bodyItem(post.id, post.body as string, post.bodyText),
                },
              },
            ])
          ).ok
        : await conditionally(() => this.client.send(new UpdateCommand(update)));
      if (!written) {
        skipped.push(post.id);
        continue;
      }
      if (post.isNotice) continue;
      const counted = [
        postKeys.boardList(boardId, false),
        ...(post.category ? [postKeys.category(boardId, post.category)] : []),
      ];
      for (const list of counted) lists.set(list, [...(lists.get(list) ?? []), seq]);
    }
    // A run again (after skipped posts) writes every count anew.
    for (const list of new Set([postKeys.boardList(boardId, false), ...lists.keys()])) {
      await this.clearCounts(list);
    }
    const items = [...lists.entries()].flatMap(([list, seqs]) => listCountItems(list, seqs));
    items.push({ ...listCountKeys.sequence(boardId), last: posts.length });
    await batchWrite(this.client, this.tableName, items, []);
    return { numbered: posts.length - skipped.length, skipped };
  }

  private async clearCounts(list: string): Promise<void> {
    const keys: { pk: string; sk: string }[] = [];
    await this.forEachPage(
      { partition: listCountKeys.partition(list), projection: 'pk, sk' },
      ({ Items = [] }) => {
        keys.push(...(Items as { pk: string; sk: string }[]));
      },
    );
    await batchWrite(this.client, this.tableName, [], keys);
  }
}
