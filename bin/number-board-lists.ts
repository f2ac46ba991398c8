/**
 * `npm run number-board-lists`: numbers the board lists of a stage deployed before lists were numbered
 * (lambda/ops/number-board-lists.ts; docs/operations.md, "Numbering the board lists"). Reads the content table's
 * name from CONTENT_TABLE and the AWS credentials and region as the AWS CLI does (DYNAMODB_ENDPOINT for
 * DynamoDB Local).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BoardRepository } from '../lambda/boards/board-repository';
import { BoardListNumbering } from '../lambda/ops/number-board-lists';

async function main(): Promise<void> {
  const tableName = process.env.CONTENT_TABLE;
  if (!tableName) throw new Error('Set CONTENT_TABLE to the stage content table name');
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const boards = new BoardRepository(client, tableName);
  const ids: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await boards.list(100, nextToken);
    ids.push(...page.items.map((board) => board.id));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  const report = await new BoardListNumbering(client, tableName).run(ids);
  console.log(`Numbered ${report.posts} posts on ${report.boards} boards.`);
  if (report.skipped.length > 0) {
    console.log(`Changed while numbering, run again: ${report.skipped.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
