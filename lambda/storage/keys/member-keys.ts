import { nickNameClaimKey, nickNameSearchKey } from '../../../contracts/member';

/** The member table's keys live here and nowhere else (docs/data-model.md, U1–U9). */
export const memberKeys = {
  profile: (userId: string) => ({ pk: `MEMBER#${userId}`, sk: 'PROFILE' }),
  /**
   * One item per nickname in use, keyed by its confusable skeleton (look-alike names are one claim); claimed
   * and released in the same transaction as the profile.
   */
  nickName: (nickName: string) => ({ pk: `NICK#${nickNameClaimKey(nickName)}`, sk: 'CLAIM' }),
  /** Admin search by username prefix (gsi1) and email prefix (gsi2) on the profile. */
  byUserName: (profile: { userName: string; userId: string }) => ({
    gsi1pk: 'BY_USERNAME',
    gsi1sk: `${profile.userName.toLowerCase()}#${profile.userId}`,
  }),
  byEmail: (profile: { email: string; userId: string }) => ({
    gsi2pk: 'BY_EMAIL',
    gsi2sk: `${profile.email.toLowerCase()}#${profile.userId}`,
  }),
  /** gsi1 partition of the claim items: nicknames by prefix (the admins' member search, the search by author). */
  nickNameIndex: 'BY_NICKNAME',
  /** Admin search by nickname prefix (gsi1) on the claim items, which name their owner. */
  byNickName: (nickName: string, userId: string) => ({
    gsi1pk: memberKeys.nickNameIndex,
    gsi1sk: `${nickNameSearchKey(nickName)}#${userId}`,
  }),
};
