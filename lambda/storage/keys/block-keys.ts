/**
 * The members a member blocked: `USER#<userId>` / `BLOCK#<blockedId>` in the content table, beside their friends
 * (docs/data-model.md, K1–K4).
 */
export const blockKeys = {
  owner: (userId: string) => `USER#${userId}`,
  block: (userId: string, blockedId: string) => ({ pk: `USER#${userId}`, sk: `BLOCK#${blockedId}` }),
};
