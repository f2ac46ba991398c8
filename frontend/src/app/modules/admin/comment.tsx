import { NotFoundPage } from '@/components/not-found-page';
import { CommentList } from '@/features/admin-portal/content/comment-list';
import type { ModuleProps } from '../../module-props';

/** Admin 'comment' module: /admin/comment/list. */
export default function AdminCommentModule({ params }: ModuleProps) {
  if (params.action === 'list' && !params.id) return <CommentList />;
  return <NotFoundPage area="admin" />;
}
