import { NotFoundPage } from '@/components/not-found-page';
import { MemberDetails } from '@/features/admin-portal/members/member-details';
import { MemberGroups } from '@/features/admin-portal/members/member-groups';
import { MemberList } from '@/features/admin-portal/members/member-list';
import { MemberSettings } from '@/features/admin-portal/members/member-settings';
import type { ModuleProps } from '../../module-props';

/** Admin 'member' module: list, view/{userId}, group, setting. */
export default function AdminMemberModule({ params }: ModuleProps) {
  if (params.tabPage) return <NotFoundPage area="admin" />;
  if (params.action === 'view' && params.id) return <MemberDetails key={params.id} userId={params.id} />;
  if (params.id) return <NotFoundPage area="admin" />;
  if (params.action === 'list') return <MemberList />;
  if (params.action === 'group') return <MemberGroups />;
  if (params.action === 'setting') return <MemberSettings />;
  return <NotFoundPage area="admin" />;
}
