import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { MemberAdminView } from '@contracts/member';
import { SearchForm, SearchText } from '@/components/search-form';
import { SmallSelect } from '@/components/small-select';
import { formatDateTime } from '@/lib/format-date';
import { adminKeys } from '../api/admin-query-keys';
import { useMemberSearch, type MemberSearchField } from '../api/search-members';
import { useSetMemberEnabled, useSetMemberGroups } from '../api/set-member-account';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { MemberLink } from '../components/member-link';
import { PagedTable } from '../components/paged-table';
import { SelectionToolbar } from '../components/selection-toolbar';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { MEMBER_GROUPS, withGroup } from './groups';
import { plural } from '@/lib/plural';

const FIELDS: readonly [MemberSearchField, string][] = [
  ['userName', 'Username'],
  ['email', 'Email'],
  ['nickName', 'Nickname'],
];

/** The toolbar's two buttons for the chosen group. */
const GROUP_CHANGES = [
  { label: 'Add to group', add: true },
  { label: 'Remove from group', add: false },
] as const;

/** Runs one call per member in turn; answers how many succeeded and the first failure's reason. */
async function forEach(members: readonly MemberAdminView[], run: (m: MemberAdminView) => Promise<unknown>) {
  let done = 0;
  for (const member of members) {
    try {
      await run(member);
      done += 1;
    } catch (error) {
      throw new Error(
        `${done} of ${members.length} changed; stopped at ${member.userName}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    }
  }
  return done;
}

/** /admin/member/list: search members, page through them, change groups or disable several at once. */
export function MemberList() {
  const setMemberGroups = useSetMemberGroups();
  const setMemberEnabled = useSetMemberEnabled();
  const pages = useCursorPages();
  const [by, setBy] = useState<MemberSearchField>('userName');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{ by: MemberSearchField; q: string }>({ by: 'userName', q: '' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [group, setGroup] = useState(MEMBER_GROUPS[0] ?? '');
  const [confirmDisable, setConfirmDisable] = useState(false);
  const members = useMemberSearch({ ...search, nextToken: pages.nextToken });
  const rows = members.data?.items ?? [];
  const chosen = rows.filter((m) => selected.has(m.userId));

  const changeGroups = useAdminAction({
    run: ({ add }: { add: boolean }) =>
      forEach(chosen, (m) => setMemberGroups(m.userId, withGroup(m.userGroups, group, add))),
    success: (count, { add }) => `${plural(count, 'member')} ${add ? 'added to' : 'removed from'} ${group}.`,
    invalidate: [adminKeys.members],
    onDone: () => setSelected(new Set()),
  });
  const disable = useAdminAction({
    run: () => forEach(chosen, (m) => setMemberEnabled(m.userId, false)),
    success: (count) => `${plural(count, 'member')} disabled: they can no longer sign in.`,
    invalidate: [adminKeys.members],
    onDone: () => {
      setSelected(new Set());
      setConfirmDisable(false);
    },
    onFailed: () => setConfirmDisable(false),
  });

  function runSearch() {
    setSearch({ by, q: query.trim() });
    setSelected(new Set());
    pages.reset();
  }

  return (
    <AdminPage title="Member List" links={[['Member Group', '/admin/member/group']]}>
      <SearchForm label="Find members" onSearch={runSearch} sx={{ mb: 1 }}>
        <SmallSelect label="Search by" value={by} options={FIELDS} onChange={setBy} sx={{ minWidth: 130 }} />
        <SearchText label="Starts with" value={query} onChange={setQuery} sx={{ flex: '1 1 160px' }} />
      </SearchForm>
      <Paper sx={{ p: 1 }}>
        <SelectionToolbar label="Selected members" count={selected.size}>
          <SmallSelect
            label="Group"
            value={group}
            options={MEMBER_GROUPS.map((g) => [g, g] as const)}
            onChange={setGroup}
            sx={{ minWidth: 110 }}
          />
          {GROUP_CHANGES.map(({ label, add }) => (
            <Button
              key={label}
              variant="outlined"
              disabled={chosen.length === 0 || changeGroups.isPending}
              onClick={() => changeGroups.mutate({ add })}
            >
              {label}
            </Button>
          ))}
          <Button
            variant="outlined"
            color="secondary"
            disabled={chosen.length === 0}
            onClick={() => setConfirmDisable(true)}
          >
            Disable
          </Button>
        </SelectionToolbar>
        <PagedTable<MemberAdminView>
          query={members}
          pages={pages}
          emptyText={search.q ? `No member's ${search.by} starts with "${search.q}".` : 'No members yet.'}
          label="Members"
          rows={rows}
          rowKey={(m) => m.userId}
          rowLabel={(m) => `member ${m.userName}`}
          selected={selected}
          onSelectedChange={setSelected}
          columns={[
            {
              header: 'Username',
              cell: (m) => <MemberLink userId={m.userId}>{m.userName}</MemberLink>,
            },
            { header: 'Nickname', cell: (m) => m.nickName ?? '—' },
            { header: 'Email', cell: (m) => m.email, wide: true },
            {
              header: 'Groups',
              cell: (m) => m.userGroups.map((g) => <Chip key={g} size="small" label={g} sx={{ mr: 0.5 }} />),
              wide: true,
            },
            { header: 'Status', cell: (m) => (m.enabled ? 'Active' : 'Disabled') },
            { header: 'Joined', cell: (m) => formatDateTime(m.createdAt), wide: true },
          ]}
        />
      </Paper>
      <ConfirmDialog
        open={confirmDisable}
        title={`Disable ${plural(chosen.length, 'member')}?`}
        confirmLabel="Disable"
        busy={disable.isPending}
        onConfirm={() => disable.mutate()}
        onClose={() => setConfirmDisable(false)}
      >
        {chosen.map((m) => m.userName).join(', ')} will be signed out everywhere and can no longer sign in
        until enabled again.
      </ConfirmDialog>
    </AdminPage>
  );
}
