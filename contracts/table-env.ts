/** The six tables (contracts/tables.ts declares them). */
export type TableId = 'site' | 'members' | 'content' | 'messages' | 'cache' | 'search';

/**
 * The environment variable through which a Lambda function receives each table's name: apart from the
 * definitions (contracts/tables.ts) so a handler reading its table names does not bundle the whole list.
 */
export const TABLE_ENV: Readonly<Record<TableId, string>> = {
  site: 'SITE_TABLE',
  members: 'MEMBERS_TABLE',
  content: 'CONTENT_TABLE',
  messages: 'MESSAGES_TABLE',
  cache: 'CACHE_TABLE',
  search: 'SEARCH_TABLE',
};
