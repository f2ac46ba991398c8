import { MenuEditor } from '@/features/admin-portal/menu/menu-editor';
import { NotAvailablePage } from '@/features/admin-portal/components/not-available-page';
import { NotFoundPage } from '@/components/not-found-page';
import type { ModuleProps } from '../../module-props';

/** Admin 'menu' module: the menu editor (/admin/menu/edit). */
export default function AdminMenuModule({ params }: ModuleProps) {
  if (params.action === 'edit' && !params.id) return <MenuEditor />;
  if (!params.action) return <NotAvailablePage section="Menu" />;
  return <NotFoundPage area="admin" />;
}
