import { postKeys } from './post-keys';

/**
 * Reports live in the reported post's partition (docs/data-model.md, RP1–RP3): one item per reporting member and
 * one summary, listed on gsi1 by the time of the latest report while it is not dismissed.
 */
export const reportKeys = {
  report: (postId: string, userId: string) => ({ pk: postKeys.partition(postId), sk: `REPORT#${userId}` }),
  summary: (postId: string) => ({ pk: postKeys.partition(postId), sk: 'REPORTS' }),
  listPartition: 'REPORTS',
  listOrder: (reportedAt: string, postId: string) => `${reportedAt}#${postId}`,
  /** The summary's count of one reason. */
  reasonAttribute: (reason: string) => `n_${reason}`,
};
