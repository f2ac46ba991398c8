import * as z from 'zod/mini';
import './zod-locale';
import { multiLineText } from './text';
import { boardIdSchema } from './board';
import { pageQuerySchema } from './pagination';
import { postIdSchema, type PostStatus } from './post';

/**
 * Reports (신고): a member tells the administrators that a post breaks the rules, once per post
 * (docs/data-model.md, RP1–RP3).
 *
 * POST   /posts/{postId}/reports  body CreateReportBody → 201 Report (409 second time, 403 own post, 404 no post)
 * GET    /admin/reports?limit&nextToken → Page<ReportedPost>, the most recently reported first
 * DELETE /admin/reports/{postId} → 200 { postId, dismissed: true }: off the list until someone reports it again
 */
export const reportReasonSchema = z.enum(['spam', 'offTopic', 'abuse', 'porn', 'privacy', 'other']);
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const REPORT_REASONS = reportReasonSchema.options;

/** Labels for the reasons, in English (the interface language). */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offTopic: 'Off topic',
  abuse: 'Abuse or harassment',
  porn: 'Sexual content',
  privacy: 'Personal information',
  other: 'Other',
};

export const REPORT_DETAIL_MAX = 500;

export const createReportBodySchema = z
  .strictObject({
    reason: reportReasonSchema,
    /** Free text for the administrators; required when the reason is `other`. */
    detail: z.optional(multiLineText({ maxChars: REPORT_DETAIL_MAX, optional: true, trim: true })),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.reason === 'other' && !input.detail) {
        ctx.addIssue({ code: 'custom', path: ['detail'], message: 'is required when the reason is "other"' });
      }
    }),
  );
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

export const reportPathSchema = z.object({ postId: postIdSchema });
export const adminReportsQuerySchema = z.extend(pageQuerySchema, { boardId: z.optional(boardIdSchema) });

/** What the reporter gets back. */
export interface Report {
  readonly postId: string;
  readonly reason: ReportReason;
  readonly detail: string | null;
  readonly reportedAt: string;
}

/** A reported post in the admin portal's list. */
export interface ReportedPost {
  readonly postId: string;
  readonly boardId: string;
  /** The post's title now (or when last reported, once the post is purged). */
  readonly title: string;
  readonly authorId: string;
  readonly authorNickName: string;
  /** The post's status now; `purged` once it is gone for good. */
  readonly postStatus: PostStatus | 'purged';
  /** Reports since it was last dismissed (every report, when never dismissed). */
  readonly reportCount: number;
  /** How many of those reports gave each reason. */
  readonly reasons: Readonly<Record<ReportReason, number>>;
  readonly latestReason: ReportReason;
  readonly latestDetail: string | null;
  readonly lastReportedAt: string;
}
