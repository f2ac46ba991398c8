import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { reportReasonLabels, type ReportReason } from '@contracts/report';
import { formatDateTime } from '@/lib/format-date';
import { adminKeys } from '../api/admin-query-keys';
import { useDismissReports } from '../api/dismiss-reports';
import { useReportedPosts, type ReportedPost } from '../api/get-reported-posts';
import { useTrashPosts } from '../api/trash-posts';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { postTitleColumn } from './post-link';

function reasonsText(post: ReportedPost): string {
  return Object.entries(post.reasons)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${reportReasonLabels[reason as ReportReason] ?? reason} ×${count}`)
    .join(', ');
}

/** The posts members reported, most recently reported first, with their reasons (GET /admin/reports). */
export function ReportedPosts({ boardId }: { boardId?: string }) {
  const pages = useCursorPages();
  const reports = useReportedPosts(boardId, pages.nextToken);
  const dismissReports = useDismissReports();
  const trashPosts = useTrashPosts();
  const dismiss = useAdminAction({
    run: (postId: string) => dismissReports(postId),
    success: 'The reports were dismissed.',
    invalidate: [adminKeys.reports],
  });
  const trash = useAdminAction({
    run: (postId: string) => trashPosts([postId]),
    success: 'The post was moved to the trash.',
    invalidate: [adminKeys.reports, adminKeys.posts, adminKeys.dashboard],
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
          { header: 'Last reported', cell: (r) => formatDateTime(r.lastReportedAt), wide: true },
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
