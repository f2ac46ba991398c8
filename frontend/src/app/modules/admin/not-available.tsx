import { NotAvailablePage } from '@/features/admin-portal/components/not-available-page';
import { sectionLabel } from '@/features/admin-portal/sidebar-groups';
import type { ModuleProps } from '../../module-props';

/** Admin modules listed in the sidebar whose screens do not exist yet (Site Design, Point, Poll, …). */
export default function AdminNotAvailableModule({ params }: ModuleProps) {
  return <NotAvailablePage section={sectionLabel(params.module)} />;
}
