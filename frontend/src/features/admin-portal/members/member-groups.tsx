import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminKeys } from '../api/admin-query-keys';
import { useChangeGroupMembership } from '../api/change-group-membership';
import { useGroupMembers, useGroups, type GroupMember } from '../api/get-groups';
import { AdminPage } from '../components/admin-page';
import { QueryState } from '../components/list-state';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { notify } from '@/lib/notify';
import { nounFor } from '@/lib/plural';

function GroupMembers({ groupName }: { groupName: string }) {
  const pages = useCursorPages();
  const [userName, setUserName] = useState('');
  const members = useGroupMembers(groupName, pages.nextToken);
  const changeMembership = useChangeGroupMembership(groupName);

  const change = useAdminAction({
    run: changeMembership,
    success: (member, { join }) => `${member.userName} ${join ? 'joined' : 'left'} ${groupName}.`,
    invalidate: [adminKeys.members],
    onDone: () => setUserName(''),
  });

  function add(event: FormEvent) {
    event.preventDefault();
    const name = userName.trim();
    if (!name) {
      notify.warning('Enter the username of the member to add.');
      return;
    }
    change.mutate({ name, join: true });
  }

  const rows = members.data?.items ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      <Box
        component="form"
        onSubmit={add}
        aria-label={`Add a member to ${groupName}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <TextField
          size="small"
          label="Username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={change.isPending}>
          Add to {groupName}
        </Button>
      </Box>
      <PagedTable<GroupMember>
        query={members}
        pages={pages}
        emptyText="Nobody is in this group."
        label={`Members of ${groupName}`}
        rows={rows}
        rowKey={(m) => m.userId}
        rowLabel={(m) => `member ${m.userName}`}
        columns={[
          {
            header: 'Username',
            cell: (m) => <MemberLink userId={m.userId}>{m.userName}</MemberLink>,
          },
          { header: 'Email', cell: (m) => m.email ?? '—', wide: true },
          { header: 'Status', cell: (m) => (m.enabled ? 'Active' : 'Disabled') },
          {
            header: 'Actions',
            cell: (m) => (
              <Button
                size="small"
                color="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ name: m.userName, join: false })}
                aria-label={`Remove ${m.userName} from ${groupName}`}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </Box>
  );
}

/** /admin/member/group: the user pool's groups with their member counts; add or remove members. */
export function MemberGroups() {
  const groups = useGroups();
  const rows = groups.data ?? [];
  return (
    <AdminPage title="Member Group" links={[['Member List', '/admin/member/list']]}>
      <QueryState query={groups} empty={rows.length === 0} emptyText="The user pool has no groups.">
        {rows.map((group) => (
          <Paper
            key={group.groupName}
            component="section"
            aria-labelledby={`group-${group.groupName}`}
            sx={{ p: 2, mb: 2 }}
          >
            <Typography id={`group-${group.groupName}`} variant="h2" sx={{ fontSize: '1.125rem' }}>
              {group.groupName}{' '}
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                ({group.countCapped ? `${group.memberCount}+` : group.memberCount}{' '}
                {nounFor(group.countCapped ? 2 : group.memberCount, 'member')})
              </Typography>
            </Typography>
            {group.description && (
              <Typography sx={{ color: 'text.secondary' }}>{group.description}</Typography>
            )}
            <GroupMembers groupName={group.groupName} />
          </Paper>
        ))}
      </QueryState>
    </AdminPage>
  );
}
