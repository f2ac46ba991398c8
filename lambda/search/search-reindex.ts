import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../shared/dynamo/batch-write';
import { commentKeys } from '../storage/keys/comment-keys';
import { postKeys } from '../storage/keys/post-keys';
import { commentPostings, SearchIndexer } from './search-indexer';

/** What a reindex did. */
export interface ReindexReport {
  readonly posts: number;
  readonly comments: number;
}

/**
 * Indexes every post and comment of the content table for search (docs/search.md, "Reindexing"; docs/operations.md
 * says when): an offline walk (Scan), never on a request path. Each post goes through the indexer's own
 * reconciliation (lambda/search/search-indexer.ts), so a post already indexed writes nothing and one indexed
 * wrongly is put right; each live comment's postings are written (a put is idempotent). Safe while the site runs:
 * the stream's indexer and the walk converge on the post as it is.
 */
export async function reindexSearch(
  client: DynamoDBDocumentClient,
  tables: { content: string; search: string },
  progress: (report: ReindexReport) => void = () => undefined,
): Promise<ReindexReport> {
  const indexer = new SearchIndexer(client, tables.content, tables.search);
  let posts = 0;
  let comments = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new ScanCommand({
        TableName: tables.content,
        FilterExpression: 'begins_with(pk, :post) AND (sk = :meta OR begins_with(sk, :comment))',
        ExpressionAttributeValues: {
          ':post': postKeys.partition(''),
          ':meta': postKeys.metaSortKey,
          ':comment': commentKeys.prefix,
        },
        ExclusiveStartKey: start,
      }),
    );
    const items = out.Items ?? [];
    const postIds = items.filter((item) => item.sk === postKeys.metaSortKey).map((item) => String(item.id));
    const commentItems = items.filter((item) => typeof item.deleted === 'boolean');
    for (let i = 0; i < postIds.length; i += 8) {
      await Promise.all(postIds.slice(i, i + 8).map((id) => indexer.indexPost(id)));
    }
    await batchWrite(
      client,
      tables.search,
      commentItems.flatMap((item) => commentPostings(item)),
      [],
    );
    posts += postIds.length;
    comments += commentItems.length;
    progress({ posts, comments });
    start = out.LastEvaluatedKey;
  } while (start);
  return { posts, comments };
}
