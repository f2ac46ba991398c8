/**
 * `npm run reindex`: indexes every post and comment for search (lambda/search/search-reindex.ts; docs/operations.md,
 * "Reindexing search"). An offline walk of the content table, never on a request path. Reads the table names
 * from CONTENT_TABLE and SEARCH_TABLE and the AWS credentials and region as the AWS CLI does (DYNAMODB_ENDPOINT
 * for DynamoDB Local).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { reindexSearch } from '../lambda/search/search-reindex';

async function main(): Promise<void> {
  const content = process.env.CONTENT_TABLE;
  const search = process.env.SEARCH_TABLE;
  if (!content || !search) throw new Error('Set CONTENT_TABLE and SEARCH_TABLE to the stage table names');
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const report = await reindexSearch(client, { content, search }, (so) =>
    process.stdout.write(`\rIndexed ${so.posts} posts, ${so.comments} comments`),
  );
  console.log(`\nIndexed ${report.posts} posts and ${report.comments} comments for search.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
