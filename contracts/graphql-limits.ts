/**
 * How much one GraphQL request may ask for. The AppSync API (lib/constructs/registry-graphql-api.ts) and the
 * local GraphQL server (local/appsync) both read these values, so a query the local server accepts is one the
 * deployed API accepts too. Plain data: no CDK, no graphql-js.
 *
 * Why these numbers (docs/architecture.md, "GraphQL cost limits"):
 * - The deepest request the app sends is the navigation query, `menuTree { children { children { id } } }`:
 *   4 levels (AppSync counts every field level, the leaf included). The Message Box's
 *   `listConversations { items { participants { userId } } }` is 4 as well. One spare level for a client
 *   that also asks for the (empty) children of the third level.
 * - Only root fields have resolvers, and the heaviest request the app sends runs 2 of them (`siteSettings`
 *   and `menuTree`). 10 leaves room for an admin screen that batches a few reads (e.g. `listMenus` per
 *   parent, aliased) while capping what one request costs at 10 DynamoDB reads or Lambda invocations;
 *   without a limit AppSync allows 10,000.
 */
export interface GraphqlLimits {
  readonly queryDepthLimit: number;
  readonly resolverCountLimit: number;
  readonly requestTimeoutMs: number;
}

export const graphqlLimits: GraphqlLimits = {
  /** AppSync `queryDepthLimit` (1–75): field levels, the leaf included. */
  queryDepthLimit: 5,
  /**
   * AppSync `resolverCountLimit` (1–10,000): resolver invocations in one request. Each alias of a field with
   * a resolver is an invocation of its own; a resolver below a list runs once per item.
   */
  resolverCountLimit: 10,
  /**
   * AppSync ends a request that runs longer than 30 seconds (a fixed service limit) with the error type
   * `ExecutionTimeout`; the local server does the same, so a frozen data source cannot hold a request.
   */
  requestTimeoutMs: 30_000,
};

/**
 * Bounds that only the local server needs: AppSync's parser and JSON handling are its own business, while
 * graphql-js and V8 recurse once per nesting level and overflow the stack on a few thousand levels. Each is
 * far above anything the app sends (its largest document is under 100 tokens and nests 6 brackets deep).
 */
export interface LocalGraphqlGuards {
  readonly maxTokens: number;
  readonly maxNesting: number;
  readonly maxFieldVisits: number;
  readonly awsJsonMaxDepth: number;
}

export const localGraphqlGuards: LocalGraphqlGuards = {
  /** Lexical tokens in one document (graphql-js `maxTokens`). */
  maxTokens: 5000,
  /** Brackets (`{`, `[`, `(`) open at once in a document, counted before parsing. */
  maxNesting: 32,
  /** Field selections visited while measuring depth and resolver count (fragments expanded). */
  maxFieldVisits: 2000,
  /** Nesting of objects and arrays inside one AWSJSON value. */
  awsJsonMaxDepth: 64,
};
