import { NotFoundPage } from '@/components/not-found-page';
import { PostList } from '@/features/admin-portal/content/post-list';
import type { ModuleProps } from '../../module-props';

/** Admin 'post' module: /admin/post/list. */
export default function AdminPostModule({ params }: ModuleProps) {
  if (params.action === 'list' && !params.id) return <PostList />;
  return <NotFoundPage area="admin" />;
}
