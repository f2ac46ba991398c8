import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { pageSchema } from '@contracts/pagination';
import { reportReasonSchema } from '@contracts/report';
import { useRest } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';

const reportedPostSchema = z.object({
  postId: z.string(),
  boardId: z.string(),
  title: z.string(),
  authorId: z.string(),
  authorNickName: z.string(),
  postStatus: z.string(),
  reportCount: z.number(),
  reasons: z.record(z.string(), z.number()),
  latestReason: reportReasonSchema,
  latestDetail: z.nullable(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;
const reportPageSchema = pageSchema(reportedPostSchema);

/** GET /admin/reports: the posts members reported, most recently reported first, 20 a page. */
export function useReportedPosts(boardId: string | undefined, nextToken: string | undefined) {
  const rest = useRest('post');
  return useQuery({
    queryKey: [...adminKeys.reports, boardId, nextToken],
    queryFn: async ({ signal }) =>
      reportPageSchema.parse(
        await rest({ path: '/admin/reports', query: { limit: 20, boardId, nextToken }, signal }),
      ),
    staleTime: 0,
  });
}
