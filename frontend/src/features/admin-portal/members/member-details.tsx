import type { AdminPost } from '@contracts/post-answers';
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { formatDateTime } from '@/lib/format-date';
import { adminKeys } from '../api/admin-query-keys';
import { useAdminPosts } from '../api/get-admin-posts';
import { useMember } from '../api/get-member';
import { useSetMemberEnabled, useSetMemberGroups } from '../api/set-member-account';
import { useBoardNames } from '../content/content-list-page';
import { postTitleColumn } from '../content/post-link';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryState } from '../components/list-state';
import { SelectableTable } from '../components/selectable-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_GROUP, MEMBER_GROUPS, withGroup } from './groups';

/** The posts a member wrote: the admin list filtered by their nickname, kept to their own user id. */
function MemberPosts({ userId, nickName }: { userId: string; nickName: string }) {
  const posts = useAdminPosts('published', { author: nickName, limit: 50 });
  const { boardName } = useBoardNames();
  const rows = (posts.data?.items ?? []).filter((p) => p.authorId === userId);
  return (
    <QueryState query={posts} empty={rows.length === 0} emptyText="No posts written.">
      <SelectableTable<AdminPost>
        label="Posts they wrote"
        rows={rows}
        rowKey={(p) => p.id}
        rowLabel={(p) => `post ${p.title}`}
        columns={[
          postTitleColumn((p) => p.id),
          { header: 'Board', cell: (p) => boardName(p.boardId), wide: true },
          { header: 'Date', cell: (p) => formatDateTime(p.createdAt) },
        ]}
      />
    </QueryState>
  );
}

/** /admin/member/view/{userId}: a member's account, groups (with the Admin switch), status and posts. */
export function MemberDetails({ userId }: { userId: string }) {
  const setMemberGroups = useSetMemberGroups();
  const setMemberEnabled = useSetMemberEnabled();
  const member = useMember(userId);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const data = member.data;

  const groups = useAdminAction({
    run: ({ group, on }: { group: string; on: boolean }) =>
      setMemberGroups(userId, withGroup(data?.userGroups ?? [], group, on)),
    success: (_r, { group, on }) => `${data?.userName ?? 'The member'} ${on ? 'joined' : 'left'} ${group}.`,
    invalidate: [adminKeys.members],
  });
  const status = useAdminAction({
    run: (enabled: boolean) => setMemberEnabled(userId, enabled),
    success: (_r, enabled) =>
      enabled
        ? `${data?.userName ?? 'The member'} can sign in again.`
        : `${data?.userName ?? 'The member'} was disabled and signed out.`,
    invalidate: [adminKeys.members],
    onDone: () => setConfirmStatus(false),
    onFailed: () => setConfirmStatus(false),
  });

  return (
    <AdminPage
      title={data ? `Member ${data.userName}` : 'Member'}
      links={[['Member List', '/admin/member/list']]}
    >
      <QueryState query={member} empty={!data} emptyText="No such member.">
        {data && (
          <>
            <Paper sx={{ p: 2, mb: 2 }}>
              <DetailsList
                rows={[
                  ['Username', data.userName],
                  ['Nickname', data.nickName ?? '—'],
                  ['Name', data.name],
                  ['Email', data.email],
                  ['Joined', formatDateTime(data.createdAt)],
                  ['Status', data.enabled ? 'Active' : 'Disabled: cannot sign in'],
                ]}
                valueSx={{ overflowWrap: 'anywhere' }}
                sx={{ m: 0 }}
              />
            </Paper>
            <Paper component="section" aria-labelledby="member-groups" sx={{ p: 2, mb: 2 }}>
              <Typography id="member-groups" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Groups
              </Typography>
              {MEMBER_GROUPS.map((group) => (
                <FormControlLabel
                  key={group}
                  control={
                    <Switch
                      checked={data.userGroups.includes(group)}
                      disabled={groups.isPending}
                      onChange={(e) => groups.mutate({ group, on: e.target.checked })}
                    />
                  }
                  label={group === ADMIN_GROUP ? 'Admin (may use this portal)' : group}
                />
              ))}
            </Paper>
            <Paper component="section" aria-labelledby="member-status" sx={{ p: 2, mb: 2 }}>
              <Typography id="member-status" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Sign-in
              </Typography>
              <Button
                variant="outlined"
                color={data.enabled ? 'secondary' : 'primary'}
                onClick={() => setConfirmStatus(true)}
              >
                {data.enabled ? 'Disable member' : 'Enable member'}
              </Button>
            </Paper>
            <Paper component="section" aria-labelledby="member-posts" sx={{ p: 2 }}>
              <Typography id="member-posts" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Posts
              </Typography>
              <MemberPosts userId={userId} nickName={data.nickName ?? data.userName} />
            </Paper>
            <ConfirmDialog
              open={confirmStatus}
              title={data.enabled ? `Disable ${data.userName}?` : `Enable ${data.userName}?`}
              confirmLabel={data.enabled ? 'Disable' : 'Enable'}
              busy={status.isPending}
              onConfirm={() => status.mutate(!data.enabled)}
              onClose={() => setConfirmStatus(false)}
            >
              {data.enabled
                ? 'They are signed out everywhere and can no longer sign in. Their posts stay.'
                : 'They can sign in again.'}
            </ConfirmDialog>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
