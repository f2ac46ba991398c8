import { NotFoundPage } from '@/components/not-found-page';
import { BoardForm } from '@/features/admin-portal/content/board-form';
import { BoardList } from '@/features/admin-portal/content/board-list';
import type { ModuleProps } from '../../module-props';

/** Admin 'board' module: /admin/board/list, /admin/board/create, /admin/board/edit/{id}. */
export default function AdminBoardModule({ params }: ModuleProps) {
  if (params.tabPage) return <NotFoundPage area="admin" />;
  if (params.action === 'list' && !params.id) return <BoardList />;
  if (params.action === 'create' && !params.id) return <BoardForm />;
  if (params.action === 'edit' && params.id) return <BoardForm key={params.id} boardId={params.id} />;
  return <NotFoundPage area="admin" />;
}
