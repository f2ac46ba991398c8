import { postKeys } from './post-keys';

/**
 * Vote items live in the voted post's partition (docs/data-model.md, V1–V4), so purging a post removes them;
 * their sort keys never start with `COMMENT#` or `SCRAP#`, which other Queries of the partition read.
 */
export const voteKeys = {
  post: (postId: string, userId: string) => ({ pk: postKeys.partition(postId), sk: `VOTE#${userId}` }),
  comment: (postId: string, commentId: string, userId: string) => ({
    pk: postKeys.partition(postId),
    sk: `CVOTE#${commentId}#${userId}`,
  }),
};
