import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { memberAdminViewSchema } from '@contracts/member';
import { pageSchema } from '@contracts/pagination';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  contentKeys,
  deleteComment,
  formatDate,
  trashPosts,
  useAdminComments,
  useAdminPosts,
} from '../content/api';
import { memberKeys } from '../members/api';
import { useAdminClient } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { useAdminAction } from '../hooks/use-admin-action';

const countSchema = z.object({ total: z.number(), today: z.number() });
const dashboardSchema = z.object({
  members: countSchema,
  posts: countSchema,
  comments: countSchema,
  countedAt: z.string(),
});

const SHORTCUTS = [
  ['Menu Editor', '/admin/menu/edit'],
  ['Member List', '/admin/member/list'],
  ['Post', '/admin/post/list'],
  ['Comment', '/admin/comment/list'],
  ['Trash', '/admin/trash/list'],
  ['Boards', '/admin/board/list'],
  ['General', '/admin/setting/general'],
] as const;

function useDashboardCounts() {
  const client = useAdminClient();
  return useQuery({
    queryKey: contentKeys.dashboard,
    queryFn: async ({ signal }) =>
      dashboardSchema.parse(await client.rest({ api: 'post', path: '/admin/dashboard', signal })),
    staleTime: 0,
  });
}

const latestMembersSchema = pageSchema(memberAdminViewSchema);

/** The five newest members: one Query of the members' sign-up index, newest first (GET /admin/members?by=newest). */
function useLatestMembers() {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...memberKeys.all, 'newest', 5],
    queryFn: async ({ signal }) =>
      latestMembersSchema.parse(
        await client.rest({
          api: 'member',
          path: '/admin/members',
          query: { by: 'newest', limit: 5 },
          signal,
        }),
      ).items,
    staleTime: 0,
  });
}

function Counter({ label, count }: { label: string; count?: { total: number; today: number } }) {
  return (
    <Paper sx={{ p: 2, flex: '1 1 160px' }} aria-label={label} role="group">
      <Typography variant="h2" component="h3" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
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

function Box5({ title, more, children }: { title: string; more: string; children: React.ReactNode }) {
  return (
    <Paper sx={{ p: 2, flex: '1 1 280px', minWidth: 0 }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mr: 'auto' }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={more}>
          More
        </Link>
      </Box>
      {children}
    </Paper>
  );
}

const rowSx = { display: 'flex', gap: 1, alignItems: 'center', px: 0, minWidth: 0 } as const;
const textSx = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** /admin: the counts (cached a minute by the server), the latest members, posts and comments, shortcuts. */
export function DashboardPage() {
  const client = useAdminClient();
  const counts = useDashboardCounts();
  const posts = useAdminPosts('published', { limit: 5 });
  const comments = useAdminComments('live', { limit: 5 });
  const members = useLatestMembers();
  const latestMembers = members.data ?? [];

  const invalidate = [contentKeys.posts, contentKeys.comments, contentKeys.dashboard, memberKeys.all];
  const trashPost = useAdminAction({
    run: (postId: string) => trashPosts(client, [postId]),
    success: 'The post was moved to the trash.',
    invalidate,
  });
  const trashComment = useAdminAction({
    run: (commentId: string) => deleteComment(client, commentId),
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
          Counted at {formatDate(counts.data.countedAt)} (refreshed at most once a minute).
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box5 title="Latest members" more="/admin/member/list">
          <ListState
            loading={members.isPending}
            error={members.error}
            empty={latestMembers.length === 0}
            emptyText="No members yet."
          >
            <List dense disablePadding>
              {latestMembers.map((member) => (
                <ListItem key={member.userId} sx={rowSx}>
                  <Link component={RouterLink} to={`/admin/member/view/${member.userId}`} sx={textSx}>
                    {member.nickName ?? member.userName}
                  </Link>
                  <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                    {formatDate(member.createdAt)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </ListState>
        </Box5>
        <Box5 title="Latest posts" more="/admin/post/list">
          <ListState
            loading={posts.isPending}
            error={posts.error}
            empty={posts.data?.items.length === 0}
            emptyText="No posts yet."
          >
            <List dense disablePadding>
              {posts.data?.items.map((post) => (
                <ListItem key={post.id} sx={rowSx}>
                  <Link href={`/board/${post.boardId}/${post.id}`} sx={textSx}>
                    {post.title}
                  </Link>
                  <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                    {post.authorNickName}
                  </Typography>
                  <Button
                    size="small"
                    aria-label={`Move post "${post.title}" to the trash`}
                    disabled={trashPost.isPending}
                    onClick={() => trashPost.mutate(post.id)}
                  >
                    Trash
                  </Button>
                </ListItem>
              ))}
            </List>
          </ListState>
        </Box5>
        <Box5 title="Latest comments" more="/admin/comment/list">
          <ListState
            loading={comments.isPending}
            error={comments.error}
            empty={comments.data?.items.length === 0}
            emptyText="No comments yet."
          >
            <List dense disablePadding>
              {comments.data?.items.map((comment) => (
                <ListItem key={comment.id} sx={rowSx}>
                  <Link
                    href={`/board/${comment.boardId}/${comment.postId}#comment-${comment.id}`}
                    sx={textSx}
                  >
                    {comment.body || '(empty)'}
                  </Link>
                  <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                    {comment.authorNickName}
                  </Typography>
                  <Button
                    size="small"
                    aria-label={`Move comment by ${comment.authorNickName} to the trash`}
                    disabled={trashComment.isPending}
                    onClick={() => trashComment.mutate(comment.id)}
                  >
                    Trash
                  </Button>
                </ListItem>
              ))}
            </List>
          </ListState>
        </Box5>
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
