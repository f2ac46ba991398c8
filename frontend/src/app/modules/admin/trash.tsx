import { NotFoundPage } from '@/components/not-found-page';
import { TrashList } from '@/features/admin-portal/content/trash-list';
import type { ModuleProps } from '../../module-props';

/** Admin 'trash' module: /admin/trash/list. */
export default function AdminTrashModule({ params }: ModuleProps) {
  if (params.action === 'list' && !params.id) return <TrashList />;
  return <NotFoundPage area="admin" />;
}
