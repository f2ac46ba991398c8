/**
 * The messages table's keys live here and nowhere else (docs/data-model.md, X1–X6):
 * - conversation: `CONV#<id>` / `META`, with `participantIds`;
 * - message: `CONV#<id>` / `MSG#<createdAt>#<messageId>` (one Query lists a conversation's messages);
 * - membership: `USER#<userId>` / `CONV#<id>`, a copy of the conversation for that member's Message Box,
 *   listed newest activity first on gsi1 (`gsi1pk = USER#<userId>`, `gsi1sk = <updatedAt>#<id>`);
 * - pair: `PAIR#<userId>#<userId>` (sorted) / `META` → the one conversation of two members;
 * - unread total: `USER#<userId>` / `UNREAD`, `total` = the sum of the member's memberships' `unread`
 *   (kept in the same transactions, so the top bar's count is one GetItem).
 */
export const messageKeys = {
  conversation: (id: string) => ({ pk: `CONV#${id}`, sk: 'META' }),
  message: (conversationId: string, createdAt: string, id: string) => ({
    pk: `CONV#${conversationId}`,
    sk: `MSG#${createdAt}#${id}`,
  }),
  membership: (userId: string, conversationId: string) => ({
    pk: `USER#${userId}`,
    sk: `CONV#${conversationId}`,
  }),
  inbox: (userId: string) => `USER#${userId}`,
  /** A membership's place in its member's Message Box: the conversation's latest activity. */
  inboxOrder: (activityAt: string, conversationId: string) => `${activityAt}#${conversationId}`,
  pair: (a: string, b: string) => ({ pk: `PAIR#${[a, b].sort().join('#')}`, sk: 'META' }),
  unread: (userId: string) => ({ pk: `USER#${userId}`, sk: 'UNREAD' }),
};
