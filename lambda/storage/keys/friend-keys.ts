/** A member's friends: `USER#<userId>` / `FRIEND#<friendId>` in the content table (docs/data-model.md F1–F3). */
export const friendKeys = {
  owner: (userId: string) => `USER#${userId}`,
  friend: (userId: string, friendId: string) => ({ pk: `USER#${userId}`, sk: `FRIEND#${friendId}` }),
};
