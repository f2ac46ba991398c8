import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { pageSchema } from '@contracts/pagination';
import { reportReasonLabels, reportReasonSchema, type ReportReason } from '@contracts/report';
import { useAdminClient } from '../api/admin-api';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { contentKeys, formatDate, trashPosts } from './api';
import { postTitleColumn } from './post-link';
import { apiPath } from '@/lib/api-paths';

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
type ReportedPost = z.infer<typeof reportedPostSchema>;
const reportPageSchema = pageSchema(reportedPostSchema);
const reportsKey = ['admin', 'reports'] as const;

function reasonsText(post: ReportedPost): string {
  return Object.entries(post.reasons)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${reportReasonLabels[reason as ReportReason] ?? reason} ×${count}`)
    .join(', ');
}

/** The posts members reported, most recently reported first, with their reasons (GET /admin/reports). */
export function ReportedPosts({ boardId }: { boardId?: string }) {
  const client = useAdminClient();
  const pages = useCursorPages();
  const reports = useQuery({
    queryKey: [...reportsKey, boardId, pages.nextToken],
    queryFn: async ({ signal }) =>
      reportPageSchema.parse(
        await client.rest({
          api: 'post',
          path: '/admin/reports',
          query: { limit: 20, boardId, nextToken: pages.nextToken },
          signal,
        }),
      ),
    staleTime: 0,
  });
  const dismiss = useAdminAction({
    run: (postId: string) =>
      client.rest({ api: 'post', method: 'DELETE', path: apiPath`/admin/reports/${postId}` }),
    success: 'The reports were dismissed.',
    invalidate: [reportsKey],
  });
  const trash = useAdminAction({
    run: (postId: string) => trashPosts(client, [postId]),
    success: 'The post was moved to the trash.',
    invalidate: [reportsKey, contentKeys.posts, contentKeys.dashboard],
  });
  const rows = reports.data?.items ?? [];
  return (
    <Paper sx={{ p: 1 }}>
      <PagedTable<ReportedPost>
        query={reports}
        pages={pages}
        emptyText="No reported posts."
        label="Reported posts"
        rows={rows}
        rowKey={(r) => r.postId}
        rowLabel={(r) => `post ${r.title}`}
        columns={[
          postTitleColumn((r) => r.postId),
          {
            header: 'Author',
            cell: (r) => <MemberLink userId={r.authorId}>{r.authorNickName}</MemberLink>,
            wide: true,
          },
          { header: 'Reports', cell: (r) => r.reportCount },
          {
            header: 'Reasons',
            cell: (r) => `${reasonsText(r)}${r.latestDetail ? ` — “${r.latestDetail}”` : ''}`,
          },
          { header: 'Last reported', cell: (r) => formatDate(r.lastReportedAt), wide: true },
          {
            header: 'Actions',
            cell: (r) => (
              <>
                {r.postStatus === 'published' && (
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => trash.mutate(r.postId)}
                    aria-label={`Move ${r.title} to the trash`}
                  >
                    Trash
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() => dismiss.mutate(r.postId)}
                  aria-label={`Dismiss the reports on ${r.title}`}
                >
                  Dismiss
                </Button>
              </>
            ),
          },
        ]}
      />
    </Paper>
  );
}
