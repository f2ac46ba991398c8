/**
 * The one list of every REST route and every GraphQL resolver (docs/architecture.md, "One registry, two runtimes"). The CDK stacks build
 * API Gateway and AppSync from it, the local gateway and GraphQL server route from it, the Lambda routers
 * dispatch from it, and an infra test asserts the synthesized templates hold exactly these entries.
 * Nothing here imports CDK: it is plain data, safe for Lambda bundles and the local stack.
 */
import type { TableId } from './tables';

export type RestApiName = 'member' | 'post';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. `public`: no authorizer (anyone). `member`: a valid user-pool ID token, checked by
 * the Cognito authorizer, then by the handler. `admin`: as `member`, plus the handler requires the `Admin`
 * group in the verified claims.
 */
export type Access = 'public' | 'member' | 'admin';

export type LambdaHandlerName =
  | 'member-api'
  | 'member-admin-api'
  | 'post-api'
  | 'graphql-api'
  | 'member-post-confirmation'
  | 'member-pre-sign-up'
  | 'content-stream'
  | 'search-api';

export interface LambdaHandlerDefinition {
  /** Path of the handler module from the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  /** Tables the function reads (`read`) or reads and writes (`readWrite`); drives env vars and IAM grants. */
  readonly tables: Partial<Record<TableId, 'read' | 'readWrite'>>;
  /**
   * Whether the function needs the user pool id (and which Cognito admin actions it may call); with
   * `verifiesTokens`, also the web client's id, to verify ID tokens sent to its public routes.
   */
  readonly userPool?: { readonly actions: readonly string[]; readonly verifiesTokens?: boolean };
  /**
   * A consumer of a table's change stream (contracts/tables.ts `stream`): deployed with an event source mapping
   * on it (lib/constructs/stream-consumer.ts), run locally by local/streams/stream-poller.ts.
   */
  readonly stream?: { readonly table: TableId };
}

/**
 * The environment variables through which a function learns of its user pool, set by the CDK stacks
 * (lib/constructs/house-function.ts, registry-function.ts) and by the local stack (local/stack/local-stack.ts)
 * and read by the handlers: one name each, never a second spelling. Table names come through each table's
 * `envVar` (contracts/tables.ts).
 */
export const handlerEnv = {
  userPoolId: 'USER_POOL_ID',
  /** With `verifiesTokens`: the web client whose ID tokens the function accepts. */
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Only where the issuer is not AWS's: the local stack's Cognito. */
  userPoolIssuer: 'USER_POOL_ISSUER',
  /** Only locally: where the Cognito API answers. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
} as const;

export const lambdaHandlers: Record<LambdaHandlerName, LambdaHandlerDefinition> = {
  'member-api': {
    entry: 'lambda/apis/member-api.ts',
    description: 'REST API "member": the members\' own profiles and accounts',
    // site: the reserved nicknames (the site's title and the admin's list) when a nickname is set, and the
    // terms' current version, which every member write checks (kept per instance).
    tables: { members: 'readWrite', site: 'read' },
    userPool: {
      actions: [
        // Finding the pool's user by sub: a profile created on first use, from a token without email or name
        // (lambda/members/member-gate.ts), and the password checked again before ending sessions or leaving.
        'cognito-idp:ListUsers',
        // Signing out everywhere, and leaving the site: the member's refresh tokens are revoked.
        'cognito-idp:AdminUserGlobalSignOut',
        // Leaving the site: the member's own account is deleted.
        'cognito-idp:AdminDeleteUser',
      ],
      // The web client's id: leaving the site checks the password with the client's own sign-in flow.
      verifiesTokens: true,
    },
  },
  'member-admin-api': {
    entry: 'lambda/apis/member-admin-api.ts',
    description: 'REST API "member", admin routes: member list, groups and status',
    // members: the search and the profile mirror of groups and status; an account found gone is closed.
    tables: { members: 'readWrite' },
    userPool: {
      actions: [
        // The pool's user is found by the profile's sub (lambda/members/member-admin-service.ts).
        'cognito-idp:ListUsers',
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        // A disabled member is signed out everywhere as well.
        'cognito-idp:AdminUserGlobalSignOut',
        // The Member Group screen: the groups and who is in them, read from the pool.
        'cognito-idp:ListGroups',
        'cognito-idp:ListUsersInGroup',
      ],
    },
  },
  'member-post-confirmation': {
    entry: 'lambda/apis/post-confirmation.ts',
    description: 'Cognito post-confirmation trigger: creates the member profile once',
    // site: the reserved nicknames, which the first nickname (the member's name) must not be.
    // cache: the agreement to the terms the pre-sign-up trigger kept for this confirmation.
    tables: { members: 'readWrite', site: 'read', cache: 'read' },
  },
  'member-pre-sign-up': {
    entry: 'lambda/apis/pre-sign-up.ts',
    description:
      'Cognito pre-sign-up trigger: refuses closed sign-up and sign-up without agreeing to the terms',
    // cache: the accepted agreement (version, server time), kept until the sign-up is confirmed.
    tables: { site: 'read', cache: 'readWrite' },
  },
  'graphql-api': {
    entry: 'lambda/apis/graphql-api.ts',
    description: 'Direct Lambda resolvers of the GraphQL API (menu and site administration, Message Box)',
    // members: the nicknames shown in the Message Box, and whose messages a member accepts.
    // content: a recipient's friends and blocks (who may message them). cache: the per-member limits' counts.
    tables: {
      site: 'readWrite',
      messages: 'readWrite',
      members: 'read',
      content: 'read',
      cache: 'readWrite',
    },
  },
  'content-stream': {
    entry: 'lambda/apis/content-stream.ts',
    description: "The content table's stream: counters, search index",
    // content: the counters live in the table they count; the indexer reads a changed post whole.
    // search: the postings the indexer keeps (docs/search.md).
    tables: { content: 'readWrite', search: 'readWrite' },
    stream: { table: 'content' },
  },
  'post-api': {
    entry: 'lambda/apis/post-api.ts',
    description: 'REST API "post": boards, posts, comments and articles',
    // Members: the author's nickName is copied onto what they write.
    // cache: the admin dashboard's counts, kept a minute, and the per-member limits' counts.
    // site: the terms' version and the limits (kept per instance). messages: a block hides the conversation.
    tables: {
      content: 'readWrite',
      members: 'read',
      cache: 'readWrite',
      site: 'read',
      messages: 'readWrite',
    },
    // Boards may be readable by members only: the public read routes verify a token when one is sent.
    userPool: { actions: [], verifiesTokens: true },
  },
  'search-api': {
    entry: 'lambda/apis/search-api.ts',
    description: 'REST API "post": search',
    // content: the boards and the posts a candidate is checked on. members: nicknames by prefix, and the session
    // gate. search: the postings, and the popular words' counters a member's search adds to.
    tables: { content: 'read', members: 'read', search: 'readWrite' },
    // Boards may be readable by members only: a token is verified when one is sent.
    userPool: { actions: [], verifiesTokens: true },
  },
};

export interface RestRoute {
  readonly api: RestApiName;
  readonly method: HttpMethod;
  /** API Gateway resource path, as it appears in the proxy event's `resource`. */
  readonly path: string;
  readonly handler: LambdaHandlerName;
  readonly access: Access;
  readonly description: string;
}

export const restRoutes: readonly RestRoute[] = [
  {
    api: 'member',
    method: 'GET',
    path: '/member/{userId}',
    handler: 'member-api',
    access: 'member',
    description: 'A member profile (userName, nickName, userGroups), for the member themself or an admin',
  },
  {
    api: 'member',
    method: 'PUT',
    path: '/member/{userId}',
    handler: 'member-api',
    access: 'member',
    description: 'The member changes their own profile (nickName: 2–20 characters, unique)',
  },
  {
    api: 'member',
    method: 'GET',
    path: '/me/profile',
    handler: 'member-api',
    access: 'member',
    description: "The signed-in member's own profile: username, email, name, nickName, friend requests",
  },
  {
    api: 'member',
    method: 'GET',
    path: '/members',
    handler: 'member-api',
    access: 'member',
    description: 'Look a member up by nickName: at most 5 exact or prefix matches (2+ characters), no pages',
  },
  {
    api: 'member',
    method: 'POST',
    path: '/me/terms-agreement',
    handler: 'member-api',
    access: 'member',
    description: "Agree to the terms' current version (recorded with the server's time and version)",
  },
  {
    api: 'member',
    method: 'POST',
    path: '/me/withdraw',
    handler: 'member-api',
    access: 'member',
    description: 'Leave the site: the password again, then the profile and the account are deleted',
  },
  {
    api: 'member',
    method: 'POST',
    path: '/me/sign-out-everywhere',
    handler: 'member-api',
    access: 'member',
    description:
      'End every session of the member (the password again): tokens issued until now are refused, refresh tokens revoked',
  },
  {
    api: 'member',
    method: 'GET',
    path: '/admin/members',
    handler: 'member-admin-api',
    access: 'admin',
    description: 'Search members by username, email or nickName prefix (paginated)',
  },
  {
    api: 'member',
    method: 'PUT',
    path: '/admin/members/{userId}/groups',
    handler: 'member-admin-api',
    access: 'admin',
    description: "Set a member's groups (Admin and others); an admin cannot drop their own Admin",
  },
  {
    api: 'member',
    method: 'PUT',
    path: '/admin/members/{userId}/status',
    handler: 'member-admin-api',
    access: 'admin',
    description: 'Disable (and sign out everywhere) or enable a member; never oneself',
  },
  {
    api: 'member',
    method: 'GET',
    path: '/admin/groups',
    handler: 'member-admin-api',
    access: 'admin',
    description: "The user pool's groups with their member counts",
  },
  {
    api: 'member',
    method: 'GET',
    path: '/admin/groups/{groupName}/members',
    handler: 'member-admin-api',
    access: 'admin',
    description: 'The members of a group (paginated)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/boards',
    handler: 'post-api',
    access: 'public',
    description: 'List boards (paginated)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/boards/{boardId}',
    handler: 'post-api',
    access: 'public',
    description: 'One board',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/boards/{boardId}/posts',
    handler: 'post-api',
    access: 'public',
    description:
      "A board's posts: numbered pages (page=N, rows numbered per board, notices on every page) and cursor pages",
  },
  {
    api: 'post',
    method: 'GET',
    path: '/boards/{boardId}/search',
    handler: 'search-api',
    access: 'public',
    description:
      "Search a board's titles, bodies, comments, authors' nicknames or tags (contracts/search.ts)",
  },
  {
    api: 'post',
    method: 'GET',
    path: '/search',
    handler: 'search-api',
    access: 'public',
    description: 'Search the boards the caller may list',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/search/popular',
    handler: 'search-api',
    access: 'public',
    description: 'Popular search words',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/boards/{boardId}/posts',
    handler: 'post-api',
    access: 'member',
    description: 'Write a post (who the board allows)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/posts/{postId}',
    handler: 'post-api',
    access: 'public',
    description: 'Read a post with its counts; writes nothing',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/posts/{postId}/view',
    handler: 'post-api',
    access: 'public',
    description: 'Count a view of a post (sent once per browser session and post by the page)',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/posts/{postId}',
    handler: 'post-api',
    access: 'member',
    description: 'Edit a post (author or admin), at the version read',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/posts/{postId}',
    handler: 'post-api',
    access: 'member',
    description: 'Move a post to the trash (author or admin)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/posts/{postId}/comments',
    handler: 'post-api',
    access: 'public',
    description: "A post's comments in thread order",
  },
  {
    api: 'post',
    method: 'POST',
    path: '/posts/{postId}/comments',
    handler: 'post-api',
    access: 'member',
    description: 'Comment or reply (who the board allows)',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/comments/{commentId}',
    handler: 'post-api',
    access: 'member',
    description: 'Edit a comment (author or admin)',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/comments/{commentId}',
    handler: 'post-api',
    access: 'member',
    description: 'Delete a comment (author or admin)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/articles/{articleId}',
    handler: 'post-api',
    access: 'public',
    description: 'An article page (menu module article)',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/admin/articles/{articleId}',
    handler: 'post-api',
    access: 'admin',
    description: 'Create or replace an article page',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/posts/{postId}/scrap',
    handler: 'post-api',
    access: 'member',
    description: 'Scrap (bookmark) a post; idempotent',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/posts/{postId}/scrap',
    handler: 'post-api',
    access: 'member',
    description: 'Remove a scrap',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/posts',
    handler: 'post-api',
    access: 'member',
    description: 'My posts ("Written Articles"), newest first',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/comments',
    handler: 'post-api',
    access: 'member',
    description: 'My comments, newest first',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/scraps',
    handler: 'post-api',
    access: 'member',
    description: 'My scraps, newest first',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/drafts',
    handler: 'post-api',
    access: 'member',
    description: 'My drafts ("Saved Articles"), newest first',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/friends',
    handler: 'post-api',
    access: 'member',
    description: 'My friends',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/me/friends',
    handler: 'post-api',
    access: 'member',
    description: 'Add a friend (unless they refuse friend requests)',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/me/friends/{userId}',
    handler: 'post-api',
    access: 'member',
    description: 'Remove a friend',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/me/blocks',
    handler: 'post-api',
    access: 'member',
    description: 'The members the caller blocked (paginated)',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/me/blocks',
    handler: 'post-api',
    access: 'member',
    description: 'Block a member: no messages or friend requests from them, their conversation hidden',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/me/blocks/{userId}',
    handler: 'post-api',
    access: 'member',
    description: 'Unblock a member (their conversation returns to the Message Box)',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/admin/boards',
    handler: 'post-api',
    access: 'admin',
    description: 'Create a board',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/admin/boards/{boardId}',
    handler: 'post-api',
    access: 'admin',
    description: "Replace a board's settings",
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/admin/boards/{boardId}',
    handler: 'post-api',
    access: 'admin',
    description: 'Delete a board (confirm=true when it has posts)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/admin/posts',
    handler: 'post-api',
    access: 'admin',
    description:
      'Every post of a status (published or trashed: the trash), newest first; board, title and author filters',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/admin/comments',
    handler: 'post-api',
    access: 'admin',
    description: 'Every comment of a status (live or deleted), newest first; board, text and author filters',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/admin/posts/trash',
    handler: 'post-api',
    access: 'admin',
    description: 'Move several posts to the trash',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/admin/posts/move',
    handler: 'post-api',
    access: 'admin',
    description: 'Move several published posts (with their comments) to another board',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/admin/posts/{postId}/restore',
    handler: 'post-api',
    access: 'admin',
    description: 'Restore a trashed post',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/admin/posts/{postId}',
    handler: 'post-api',
    access: 'admin',
    description: 'Purge a trashed post with its comments and scraps',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/admin/comments/{commentId}/restore',
    handler: 'post-api',
    access: 'admin',
    description: 'Restore a deleted comment',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/admin/comments/{commentId}',
    handler: 'post-api',
    access: 'admin',
    description: 'Purge a deleted comment',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/admin/dashboard',
    handler: 'post-api',
    access: 'admin',
    description: 'Counts of members, posts and comments, in total and today (cached a minute)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/home',
    handler: 'post-api',
    access: 'public',
    description: 'The home page in one answer: each listable board with its notices and latest posts',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/posts/{postId}/vote',
    handler: 'post-api',
    access: 'member',
    description: "Vote for a post (once; not one's own)",
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/posts/{postId}/vote',
    handler: 'post-api',
    access: 'member',
    description: 'Take back a vote for a post',
  },
  {
    api: 'post',
    method: 'PUT',
    path: '/comments/{commentId}/vote',
    handler: 'post-api',
    access: 'member',
    description: "Vote for a comment (once; not one's own)",
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/comments/{commentId}/vote',
    handler: 'post-api',
    access: 'member',
    description: 'Take back a vote for a comment',
  },
  {
    api: 'post',
    method: 'POST',
    path: '/posts/{postId}/reports',
    handler: 'post-api',
    access: 'member',
    description: 'Report a post to the administrators with a reason (once per member)',
  },
  {
    api: 'post',
    method: 'GET',
    path: '/admin/reports',
    handler: 'post-api',
    access: 'admin',
    description: 'Reported posts, the most recently reported first, with counts and reasons',
  },
  {
    api: 'post',
    method: 'DELETE',
    path: '/admin/reports/{postId}',
    handler: 'post-api',
    access: 'admin',
    description: "Dismiss a post's reports (it returns to the list when reported again)",
  },
];

export interface JsResolverDefinition {
  readonly kind: 'js';
  readonly typeName: string;
  readonly fieldName: string;
  /** APPSYNC_JS source (TypeScript), bundled by esbuild; attached to the table's DynamoDB data source. */
  readonly source: string;
  readonly table: TableId;
  /**
   * What the resolver does to the table: the table's data source gets read-only IAM access unless some
   * resolver on it declares `readWrite`. Default `read`.
   */
  readonly access?: 'read' | 'readWrite';
}

export interface LambdaResolverDefinition {
  readonly kind: 'lambda';
  readonly typeName: string;
  readonly fieldName: string;
  readonly handler: LambdaHandlerName;
  /** Checked again by the handler from the verified identity, after the schema's auth directives. */
  readonly access: Access;
}

export type ResolverDefinition = JsResolverDefinition | LambdaResolverDefinition;

export const graphqlResolvers: readonly ResolverDefinition[] = [
  {
    kind: 'js',
    typeName: 'Query',
    fieldName: 'listMenus',
    source: 'lambda/menus/resolvers/list-menus.ts',
    table: 'site',
  },
  {
    kind: 'js',
    typeName: 'Query',
    fieldName: 'menuTree',
    source: 'lambda/menus/resolvers/menu-tree.ts',
    table: 'site',
  },
  {
    kind: 'js',
    typeName: 'Query',
    fieldName: 'siteSettings',
    source: 'lambda/site-settings/resolvers/site-settings.ts',
    table: 'site',
  },
  ...(['createMenu', 'updateMenu', 'deleteMenu', 'moveMenu', 'updateSiteSettings'] as const).map(
    (fieldName): LambdaResolverDefinition => ({
      kind: 'lambda',
      typeName: 'Mutation',
      fieldName,
      handler: 'graphql-api',
      access: 'admin',
    }),
  ),
  // Message Box: members only; each resolver also checks that the caller takes part in the conversation.
  ...(
    [
      ['Query', 'listConversations'],
      ['Query', 'getConversation'],
      ['Query', 'listMessages'],
      ['Mutation', 'startConversation'],
      ['Mutation', 'sendMessage'],
      ['Query', 'unreadMessageCount'],
      ['Mutation', 'markConversationRead'],
      // Run when a client subscribes (not per message): refuse anyone but the participants / the recipient.
      ['Subscription', 'onMessageSent'],
      ['Subscription', 'onMessageReceived'],
      ['Subscription', 'onConversationStarted'],
    ] as const
  ).map(([typeName, fieldName]): LambdaResolverDefinition => ({
    kind: 'lambda',
    typeName,
    fieldName,
    handler: 'graphql-api',
    access: 'member',
  })),
];

export const restApiNames: readonly RestApiName[] = ['member', 'post'];

export function routesOf(handler: LambdaHandlerName): readonly RestRoute[] {
  return restRoutes.filter((r) => r.handler === handler);
}
