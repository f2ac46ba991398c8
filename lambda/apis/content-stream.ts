import { StreamCounts } from '../admin-content/stream-counts';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { tableName } from '../shared/runtime/env';
import { createStreamHandler } from '../shared/stream/item-changes';
import { SearchIndexer } from '../search/search-indexer';
import { SiteCounts } from '../storage/site-counts';

/**
 * The content table's change stream (docs/architecture.md, "The change stream"): every change of a post,
 * comment or anything else in the table reaches the consumers below, after the write, whatever route or tool
 * made it. One function for them all: DynamoDB advises at most two readers of a stream's shard.
 */
const client = createDocumentClient();

export const handler = createStreamHandler('content-stream', [
  new StreamCounts(new SiteCounts(client, tableName('content'))),
  new SearchIndexer(client, tableName('content'), tableName('search')),
]);
