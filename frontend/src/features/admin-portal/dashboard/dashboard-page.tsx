import type { AdminComment, AdminPost } from '@contracts/post-answers';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberAdminView } from '@contracts/member-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format-date';
import { adminKeys } from '../api/admin-query-keys';
import { useDeleteComment } from '../api/delete-comment';
import { useAdminComments } from '../api/get-admin-comments';
import { useAdminPosts } from '../api/get-admin-posts';
import { useDashboardCounts } from '../api/get-dashboard';
import { useNewestMembers } from '../api/get-newest-members';
import { useTrashPosts } from '../api/trash-posts';
import { sitePostHref } from '../content/post-link';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminUrls } from '@/lib/urls';

const SHORTCUTS = [
  ['Menu Editor', '/admin/menu/edit'],
  ['Member List', '/admin/member/list'],
  ['Post', '/admin/post/list'],
  ['Comment', '/admin/comment/list'],
  ['Trash', '/admin/trash/list'],
  ['Boards', '/admin/board/list'],
  ['General', '/admin/setting/general'],
] as const;

function Counter({ label, count }: { label: string; count?: { total: number; today: number } }) {
  return (
    <Paper sx={{ p: 2, flex: '1 1 160px' }} aria-label={label} role="group">
      {/* An h2 like the boxes below: the page's outline goes h1 Dashboard, then its sections, skipping none. */}
      <Typography variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }} data-testid={`${label}-total`}>
        {count ? count.total : '…'}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid={`${label}-today`}>
        {count ? `+${count.today} today` : ''}
      </Typography>
    </Paper>
  );
}

/** One row of a 'Latest …' box. */
interface LatestItem {
  readonly id: string;
  readonly title: string;
  /** Where the title leads: a page of the admin portal (`to`) or of the public site (`href`). */
  readonly to?: string;
  readonly href?: string;
  /** The small text after the title: a date or an author. */
  readonly caption: string;
  /** The trash button's accessible name, for the boxes that offer one. */
  readonly trashLabel?: string;
}

const memberItem = (member: MemberAdminView): LatestItem => ({
  id: member.userId,
  title: member.nickName ?? member.userName,
  to: adminUrls.memberView(member.userId),
  caption: formatDateTime(member.createdAt),
});

const postItem = (post: AdminPost): LatestItem => ({
  id: post.id,
  title: post.title,
  href: sitePostHref(post.boardId, post.id),
  caption: post.authorNickName,
  trashLabel: `Move post "${post.title}" to the trash`,
});

const commentItem = (comment: AdminComment): LatestItem => ({
  id: comment.id,
  title: comment.body || '(empty)',
  href: sitePostHref(comment.boardId, comment.postId, comment.id),
  caption: comment.authorNickName,
  trashLabel: `Move comment by ${comment.authorNickName} to the trash`,
});

/** Each box's title, the admin list it heads ('More') and its words for an empty list. */
const LATEST_BOXES = {
  members: { title: 'Latest members', more: '/admin/member/list', emptyText: 'No members yet.' },
  posts: { title: 'Latest posts', more: '/admin/post/list', emptyText: 'No posts yet.' },
  comments: { title: 'Latest comments', more: '/admin/comment/list', emptyText: 'No comments yet.' },
} as const;

interface LatestBoxProps {
  readonly box: (typeof LATEST_BOXES)[keyof typeof LATEST_BOXES];
  readonly query: { readonly isPending: boolean; readonly error: unknown };
  readonly items: readonly LatestItem[] | undefined;
  /** Moves an item to the trash by its id (a useAdminAction). */
  readonly trash?: { readonly isPending: boolean; readonly mutate: (id: string) => void };
}

const textSx = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
/** An author or a date after the title: whole words on one line, cut with an ellipsis where a phone is short. */
const captionSx = {
  fontSize: '0.75rem',
  color: 'text.secondary',
  maxWidth: '40%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** One of the 'Latest …' boxes: a titled section with a link to the whole list, and the newest few as rows. */
function LatestBox({ box, query, items, trash }: LatestBoxProps) {
  return (
    <Paper sx={{ p: 2, flex: '1 1 280px', minWidth: 0 }} component="section" aria-label={box.title}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mr: 'auto' }}>
          {box.title}
        </Typography>
        <Link component={RouterLink} to={box.more}>
          More
        </Link>
      </Box>
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={items?.length === 0}
        emptyText={box.emptyText}
      >
        <List dense disablePadding>
          {items?.map((item) => (
            <ListItem
              key={item.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 0, minWidth: 0 }}
            >
              {item.to ? (
                <Link component={RouterLink} to={item.to} sx={textSx}>
                  {item.title}
                </Link>
              ) : (
                <Link href={item.href} sx={textSx}>
                  {item.title}
                </Link>
              )}
              <Typography sx={captionSx}>{item.caption}</Typography>
              {trash && (
                <Button
                  size="small"
                  aria-label={item.trashLabel}
                  disabled={trash.isPending}
                  onClick={() => trash.mutate(item.id)}
                >
                  Trash
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </ListState>
    </Paper>
  );
}

/** /admin: the counts (cached a minute by the server), the latest members, posts and comments, shortcuts. */
export function DashboardPage() {
  const counts = useDashboardCounts();
  const trashPosts = useTrashPosts();
  const deleteComment = useDeleteComment();
  const posts = useAdminPosts('published', { limit: 5 });
  const comments = useAdminComments('live', { limit: 5 });
  const members = useNewestMembers();

  const invalidate = [adminKeys.posts, adminKeys.comments, adminKeys.dashboard, adminKeys.members];
  const trashPost = useAdminAction({
    run: (postId: string) => trashPosts([postId]),
    success: 'The post was moved to the trash.',
    invalidate,
  });
  const trashComment = useAdminAction({
    run: (commentId: string) => deleteComment(commentId),
    success: 'The comment was moved to the trash.',
    invalidate,
  });

  return (
    <AdminPage title="Dashboard">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Counter label="Members" count={counts.data?.members} />
        <Counter label="Posts" count={counts.data?.posts} />
        <Counter label="Comments" count={counts.data?.comments} />
      </Box>
      {counts.error ? (
        <ListState
          loading={false}
          error={counts.error}
          empty={false}
          emptyText=""
          onRetry={() => void counts.refetch()}
        >
          {null}
        </ListState>
      ) : counts.data ? (
        <Typography sx={{ mb: 2, color: 'text.secondary', fontSize: '0.8125rem' }}>
          Counted at {formatDateTime(counts.data.countedAt)} (refreshed at most once a minute).
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <LatestBox box={LATEST_BOXES.members} query={members} items={members.data?.map(memberItem)} />
        <LatestBox
          box={LATEST_BOXES.posts}
          query={posts}
          items={posts.data?.items.map(postItem)}
          trash={trashPost}
        />
        <LatestBox
          box={LATEST_BOXES.comments}
          query={comments}
          items={comments.data?.items.map(commentItem)}
          trash={trashComment}
        />
      </Box>
      <Paper component="nav" aria-label="Shortcuts" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Shortcuts
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SHORTCUTS.map(([label, path]) => (
            <Button key={path} component={RouterLink} to={path} variant="outlined">
              {label}
            </Button>
          ))}
        </Box>
      </Paper>
    </AdminPage>
  );
}
