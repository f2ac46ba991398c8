import { postKeys } from './post-keys';

/**
 * Reports live in the reported post's partition (docs/data-model.md, RP1–RP3): one item per reporting member and
 * one summary, listed by the time of the latest report while it is not dismissed: on gsi1 for the whole site and
 * on gsi2 per board, so a board's list is its own partition, not a filter over the site's.
 */
export const reportKeys = {
  report: (postId: string, userId: string) => ({ pk: postKeys.partition(postId), sk: `REPORT#${userId}` }),
  summary: (postId: string) => ({ pk: postKeys.partition(postId), sk: 'REPORTS' }),
  listPartition: 'REPORTS',
  /** The summaries of one board's posts (gsi2). */
  boardListPartition: (boardId: string) => `REPORTS#${boardId}`,
  listOrder: (reportedAt: string, postId: string) => `${reportedAt}#${postId}`,
  /** The summary's count of one reason. */
  reasonAttribute: (reason: string) => `n_${reason}`,
};
