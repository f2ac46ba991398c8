import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { Page } from '../../contracts/pagination';
import { gsi, TableRepository } from '../storage/table-repository';

/** The content table's board keys live here and nowhere else (see docs/data-model.md). */
export const boardKeys = {
  board: (id: string) => ({ pk: `BOARD#${id}`, sk: 'META' }),
  /** All boards in one index partition, oldest first: a site has tens of boards, not millions. */
  listing: (board: Pick<Board, 'id' | 'createdAt'>) => ({
    gsi1pk: 'BOARDS',
    gsi1sk: `${board.createdAt}#${board.id}`,
  }),
};

const stripKeys = (item: Record<string, unknown>): Board => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...board } = item;
  return board as Board;
};

export class BoardRepository extends TableRepository {
  async get(id: string): Promise<Board | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: boardKeys.board(id) }),
    );
    return out.Item ? stripKeys(out.Item) : null;
  }

  async list(limit: number, nextToken: string | undefined): Promise<Page<Board>> {
    return this.queryPage({ keys: gsi('gsi1'), partition: 'BOARDS', limit, nextToken }, stripKeys);
  }

  /** Replaces an existing board's settings; false when there is no such board. */
  async update(board: Board): Promise<boolean> {
    return this.putIf({
      Item: { ...boardKeys.board(board.id), ...boardKeys.listing(board), ...board },
      ConditionExpression: 'attribute_exists(pk)',
    });
  }

  /** Deletes a board; false when there was none. Its posts are not touched. */
  async remove(id: string): Promise<boolean> {
    return this.deleteIf({
      Key: boardKeys.board(id),
      ConditionExpression: 'attribute_exists(pk)',
    });
  }

  /** Creates a board; refuses (returns false) when the id is taken. Used by the admin API and the seed. */
  async create(board: Board): Promise<boolean> {
    return this.putIf({
      Item: { ...boardKeys.board(board.id), ...boardKeys.listing(board), ...board },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  }
}
