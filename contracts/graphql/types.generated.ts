// Generated from schema.graphql by contracts/graphql/generate-types.ts (npm run codegen). Do not edit.

/** A private conversation between two members. */
export interface Conversation {
  id: string;
  /** Shown in the Message Box list: the title given at the start, else the participants' nicknames. */
  name: string;
  /** Free-form JSON the client may keep with the conversation. */
  metadata?: string | null;
  participants: Array<Participant>;
  /** The latest message's first 100 characters. */
  lastMessage?: string | null;
  /** In listConversations: the messages of this conversation the caller has not read. Null elsewhere. */
  unreadCount?: number | null;
  /** In startConversation's response: the member it was started with, who received its first message. Select it in startConversation: onConversationStarted filters on it. Null elsewhere. */
  recipientId?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CreateMenuInput {
  name: string;
  /** Lower-case module name: board, article, member, setting, … */
  module: string;
  moduleId?: string | null;
  /** An external http(s) URL; links inside the site are derived from module and moduleId. */
  link?: string | null;
  /** Default: after the last sibling. */
  sortOrder?: number | null;
  /** Default: top level. The parent must leave room within 3 levels. */
  parentId?: string | null;
}

export interface DeleteMenuInput {
  id: string;
  /** Also delete every sub-menu (at most 99). Without it, a menu with sub-menus is not deleted. */
  cascade?: boolean | null;
}

export interface DeleteMenuResult {
  id: string;
  /** The menu and, with cascade, its sub-menus. */
  deletedIds: Array<string>;
}

export interface MemberSettings {
  /** Closed: the pool's pre-sign-up trigger refuses new sign-ups. */
  signUpOpen: boolean;
  /** Plain text a visitor must agree to before signing up (shown with its line breaks, never as HTML). */
  termsOfService: string;
  /** Plain text a visitor must agree to before signing up (shown with its line breaks, never as HTML). */
  privacyPolicy: string;
  /** Nicknames members may not take, besides admin, 관리자, 운영자, Guest, System and the site's title (look-alikes too). Signed-in callers only. */
  reservedNickNames?: Array<string> | null;
}

export interface MemberSettingsInput {
  signUpOpen: boolean;
  /** At most 20,000 characters of plain text. Omitted: the stored text is kept. */
  termsOfService?: string | null;
  /** At most 20,000 characters of plain text. Omitted: the stored text is kept. */
  privacyPolicy?: string | null;
  /** At most 200 nicknames of 1 to 20 characters. Omitted: the stored list is kept. */
  reservedNickNames?: Array<string> | null;
}

/** A site menu entry. Top-level menus have no parentId. The tree is at most 3 levels deep. */
export interface Menu {
  id: string;
  name: string;
  /** Module the entry opens: board, article, member, setting, or a custom one. */
  module: string;
  /** Id inside the module (for module board: the board id). */
  moduleId?: string | null;
  /** Path inside the site, or an external URL. */
  link?: string | null;
  sortOrder: number;
  parentId?: string | null;
  /** Sub-menus sorted by sortOrder. Filled by menuTree only; null from listMenus. */
  children?: Array<Menu> | null;
}

/** A message of a conversation. role: member (written by a participant) or system. */
export interface Message {
  id: string;
  conversationId: string;
  role: string;
  senderId?: string | null;
  senderNickName?: string | null;
  /** The other participant. Select it in sendMessage: onMessageReceived filters on it. */
  recipientId?: string | null;
  content: string;
  createdAt: string;
}

export interface ModelConversationConnection {
  items: Array<Conversation>;
  nextToken?: string | null;
}

/** The subset of Amplify's ModelIDInput that menus are indexed for: equality, or absence (top level). */
export interface ModelIDInput {
  eq?: string | null;
  attributeExists?: boolean | null;
}

export interface ModelMenuConnection {
  items: Array<Menu | null>;
  nextToken?: string | null;
}

export interface ModelMenuFilterInput {
  parentId?: ModelIDInput | null;
}

export interface ModelMessageConnection {
  items: Array<Message>;
  nextToken?: string | null;
}

export interface MoveMenuInput {
  id: string;
  /** New parent; null or absent moves the menu to the top level. Never deeper than 3 levels, never under itself. */
  parentId?: string | null;
  sortOrder: number;
}

/** Administration. Only members of the Admin group may call these (checked by AppSync and again by the resolver). Errors carry errorType BadRequest, NotFound, Conflict, Unauthorized or RateLimited (a member's writes a minute). */
export interface Mutation {
  createMenu?: Menu | null;
  updateMenu?: Menu | null;
  deleteMenu?: DeleteMenuResult | null;
  moveMenu?: Menu | null;
  /** Replaces the site settings whole. */
  updateSiteSettings?: SiteSettings | null;
  /** Message Box: starts a conversation with another member, or continues the existing one, with a first message. */
  startConversation?: Conversation | null;
  /** Message Box: sends a message; participants only. */
  sendMessage?: Message | null;
  /** Message Box: the caller has read this conversation. Answers their unread total afterwards. */
  markConversationRead?: number | null;
}

export interface MutationCreateMenuArgs {
  input: CreateMenuInput;
}

export interface MutationUpdateMenuArgs {
  input: UpdateMenuInput;
}

export interface MutationDeleteMenuArgs {
  input: DeleteMenuInput;
}

export interface MutationMoveMenuArgs {
  input: MoveMenuInput;
}

export interface MutationUpdateSiteSettingsArgs {
  input: UpdateSiteSettingsInput;
}

export interface MutationStartConversationArgs {
  input: StartConversationInput;
}

export interface MutationSendMessageArgs {
  input: SendMessageInput;
}

export interface MutationMarkConversationReadArgs {
  conversationId: string;
}

/** A member taking part in a conversation. */
export interface Participant {
  userId: string;
  /** The member's nickName when the conversation started. */
  nickName: string;
}

export interface Query {
  /** Menus with the given parent (parentId.eq), or the top-level menus (parentId.attributeExists: false), sorted by sortOrder ascending. Without a filter: every menu, in id order. limit: 1 to 100 (default 100). */
  listMenus?: ModelMenuConnection | null;
  /** The whole menu tree (up to 3 levels), each level sorted by sortOrder, in one request and one DynamoDB Query. */
  menuTree: Array<Menu>;
  /** The site's public settings (the brand in the top bar, default language, whether sign-up is open). */
  siteSettings: SiteSettings;
  /** Message Box: the caller's conversations, newest activity first. limit: 1 to 100 (default 20). */
  listConversations?: ModelConversationConnection | null;
  /** Message Box: one conversation of the caller's (NotFound for anyone else). */
  getConversation?: Conversation | null;
  /** Message Box: a conversation's messages, newest first; participants only. limit: 1 to 100 (default 30). */
  listMessages?: ModelMessageConnection | null;
  /** Message Box: how many messages the caller has not read, over all their conversations. */
  unreadMessageCount: number;
}

export interface QueryListMenusArgs {
  filter?: ModelMenuFilterInput | null;
  limit?: number | null;
  nextToken?: string | null;
}

export interface QueryListConversationsArgs {
  limit?: number | null;
  nextToken?: string | null;
}

export interface QueryGetConversationArgs {
  id: string;
}

export interface QueryListMessagesArgs {
  conversationId: string;
  limit?: number | null;
  nextToken?: string | null;
}

/** How many of each write one member may make in a minute (admins are not limited). A write over it is refused with errorType RateLimited (REST: 429 with Retry-After). */
export interface RateLimits {
  messagesPerMinute: number;
  conversationsPerMinute: number;
  reportsPerMinute: number;
  postsPerMinute: number;
  commentsPerMinute: number;
}

/** Each 1 to 1000. */
export interface RateLimitsInput {
  messagesPerMinute: number;
  conversationsPerMinute: number;
  reportsPerMinute: number;
  postsPerMinute: number;
  commentsPerMinute: number;
}

export interface SendMessageInput {
  conversationId: string;
  /** 1 to 2000 characters. */
  content: string;
}

export interface SiteSettings {
  title: string;
  description: string;
  defaultLanguage: string;
  members: MemberSettings;
  /** Signed-in members only (field-level authorization): null with an Unauthorized error for the API key. */
  upload?: UploadSettings | null;
  /** The menu item whose page `/` shows; null: the default home page. An id no longer in the menu means the default too. */
  homeMenuId?: string | null;
  /** The version of the terms and privacy policy members must have agreed to: one more with each edit of either text. Sign-up names it. */
  termsVersion: number;
  /** When an admin last changed the terms or the privacy policy; null: never. */
  termsUpdatedAt?: string | null;
  /** Per-member writes a minute. Signed-in members only (field-level authorization). */
  limits?: RateLimits | null;
  updatedAt?: string | null;
}

export interface StartConversationInput {
  /** The other member's user id (a member cannot start a conversation with themself). */
  withUserId: string;
  name?: string | null;
  metadata?: string | null;
  /** The first message. */
  content: string;
}

/** Live updates over AppSync's realtime WebSocket. AppSync publishes a mutation's response to the subscribers of each field naming it in @aws_subscribe; subscribers receive only the fields the mutating admin selected. */
export interface Subscription {
  /** The site settings after an admin saved them: open pages update the site title in the top bar. */
  onSiteSettingsUpdated?: SiteSettings | null;
  /** A menu after an admin created, changed or moved it: open pages refresh their navigation. */
  onMenuChanged?: Menu | null;
  /** The menus an admin deleted. */
  onMenuDeleted?: DeleteMenuResult | null;
  /** New messages of one conversation, for its participants only (checked by the subscription's resolver). */
  onMessageSent?: Message | null;
  /** Every new message sent to one member (the unread count in the top bar), for that member only. */
  onMessageReceived?: Message | null;
  /** A conversation another member started with this member, or continued through startConversation (its message reaches no onMessageSent or onMessageReceived subscriber: AppSync publishes a mutation only to subscriptions of its own return type). For that member only. */
  onConversationStarted?: Conversation | null;
}

export interface SubscriptionOnMessageSentArgs {
  conversationId: string;
}

export interface SubscriptionOnMessageReceivedArgs {
  recipientId: string;
}

export interface SubscriptionOnConversationStartedArgs {
  recipientId: string;
}

export interface UpdateMenuInput {
  id: string;
  name?: string | null;
  module?: string | null;
  moduleId?: string | null;
  /** An external URL; null returns to the link derived from module and moduleId. */
  link?: string | null;
}

export interface UpdateSiteSettingsInput {
  /** 1 to 100 characters. */
  title: string;
  /** At most 500 characters. */
  description: string;
  /** A language tag such as en or ko-KR. */
  defaultLanguage: string;
  upload: UploadSettingsInput;
  members: MemberSettingsInput;
  /** A menu item that opens a page of the site (module and id, no external link); null: the default home page. Omitted: kept. */
  homeMenuId?: string | null;
  /** Per-member writes a minute. Omitted: the stored limits are kept. */
  limits?: RateLimitsInput | null;
}

export interface UploadSettings {
  maxFileSizeMb: number;
  /** Lower-case extensions without the dot. Extensions that can run code are never allowed. */
  allowedExtensions: Array<string>;
}

export interface UploadSettingsInput {
  /** 1 to 100. */
  maxFileSizeMb: number;
  allowedExtensions: Array<string>;
}
