import {
  NOT_AVAILABLE_SECTIONS,
  NotAvailablePage,
} from '@/features/admin-portal/components/not-available-page';
import type { ModuleProps } from '../../module-props';

/** Admin modules listed in the sidebar whose screens do not exist yet (Site Design, Point, Poll, …). */
export default function AdminNotAvailableModule({ params }: ModuleProps) {
  return <NotAvailablePage section={NOT_AVAILABLE_SECTIONS[params.module] ?? params.module} />;
}
