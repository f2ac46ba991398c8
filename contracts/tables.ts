/**
 * The DynamoDB tables, declared once. The Data stack builds them from this list, the test harness and the
 * local stack create them in DynamoDB Local from it, and handlers find their table names through `envVar`.
 * Keys are generic (`pk`/`sk`, `gsiNpk`/`gsiNsk`, all strings) so that new access patterns need no table
 * change; `docs/data-model.md` lists which pattern uses which key or index.
 */
import { TABLE_ENV, type TableId } from './table-env';

export { TABLE_ENV, type TableId } from './table-env';

export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export interface TableDefinition {
  readonly id: TableId;
  /** Construct id in the Data stack: renaming it replaces the table. */
  readonly constructId: string;
  /** Environment variable through which a Lambda function receives the table name. */
  readonly envVar: string;
  readonly description: string;
  readonly partitionKey: 'pk';
  readonly sortKey?: 'sk';
  readonly indexes: readonly IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry. Readers must still filter on it: TTL deletion is late. */
  readonly ttlAttribute?: string;
  /**
   * The table's change stream (DynamoDB Streams), with each item's old and new image: what the system's own
   * consumers (lib/constructs/stream-consumer.ts; locally local/streams/stream-poller.ts) read to act after
   * a change, instead of each write remembering to.
   */
  readonly stream?: 'NEW_AND_OLD_IMAGES';
}

// Marked pure where the list calls it: a bundle that never reads the list (lambda/shared/runtime/env.ts imports it
// for `tableName`) then leaves it out, about 1 KB in each function (docs/performance.md, "Lambda bundles").
const gsi = (n: number): IndexDefinition => ({
  name: `gsi${n}`,
  partitionKey: `gsi${n}pk`,
  sortKey: `gsi${n}sk`,
});

export const tableDefinitions: readonly TableDefinition[] = [
  {
    id: 'site',
    constructId: 'SiteTable',
    envVar: TABLE_ENV.site,
    description: 'Menus and site settings',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [/* @__PURE__ */ gsi(1)],
  },
  {
    id: 'members',
    constructId: 'MembersTable',
    envVar: TABLE_ENV.members,
    description: 'Member profiles and nickname claims',
    partitionKey: 'pk',
    sortKey: 'sk',
    // bySignUp: every profile newest first (the dashboard's latest members). Its keys are attributes every
    // profile already has (gsi1pk = "BY_USERNAME", createdAt), so profiles written before the index existed
    // are in it too, with no backfill.
    indexes: [
      /* @__PURE__ */ gsi(1),
      /* @__PURE__ */ gsi(2),
      { name: 'bySignUp', partitionKey: 'gsi1pk', sortKey: 'createdAt' },
    ],
  },
  {
    id: 'content',
    constructId: 'ContentTable',
    envVar: TABLE_ENV.content,
    description: 'Boards, posts, comments, scraps, drafts, friends, trash',
    partitionKey: 'pk',
    sortKey: 'sk',
    // gsi4: every post / comment by status and time, in shards, for the admin lists across boards. byBoard: the
    // same lists for one board, keyed on the boardId every post and comment has (and a move rewrites), so one
    // board's filter reads only its own rows (lambda/storage/keys/admin-list-keys.ts).
    indexes: [
      /* @__PURE__ */ gsi(1),
      /* @__PURE__ */ gsi(2),
      /* @__PURE__ */ gsi(3),
      /* @__PURE__ */ gsi(4),
      { name: 'byBoard', partitionKey: 'boardId', sortKey: 'gsi4sk' },
    ],
    stream: 'NEW_AND_OLD_IMAGES',
  },
  {
    id: 'messages',
    constructId: 'MessagesTable',
    envVar: TABLE_ENV.messages,
    description: 'Conversations and messages (the Message Box)',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [/* @__PURE__ */ gsi(1)],
  },
  {
    id: 'cache',
    constructId: 'CacheTable',
    envVar: TABLE_ENV.cache,
    description: 'Small time-limited cache (TTL)',
    partitionKey: 'pk',
    indexes: [],
    ttlAttribute: 'expiresAt',
  },
  {
    id: 'search',
    constructId: 'SearchTable',
    envVar: TABLE_ENV.search,
    // Kept by the content table's stream consumer and never by a request (docs/search.md): its own table, so
    // its many small writes are not on the content table's stream, and it can be rebuilt (npm run reindex).
    description: 'Search postings (bigrams and words per board), what each post has indexed, popular words',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [],
    // Popular search words' day counters expire a few weeks after their day.
    ttlAttribute: 'expiresAt',
  },
];

export function tableDefinition(id: TableId): TableDefinition {
  const found = tableDefinitions.find((t) => t.id === id);
  if (!found) throw new Error(`Unknown table id "${id}"`);
  return found;
}
