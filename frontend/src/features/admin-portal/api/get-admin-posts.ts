import { useQuery } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { adminPostSchema } from '@contracts/post-answers';
import { useRest } from '@/lib/rest-request';
import { adminContentQuery, type ContentFilter } from './admin-content-page';
import { adminKeys } from './admin-query-keys';

const posts = { path: '/admin/posts', key: adminKeys.posts, schema: pageSchema(adminPostSchema) };

/** GET /admin/posts: one page of the published or trashed posts across boards, newest first. */
export function useAdminPosts(status: 'published' | 'trashed', filter: ContentFilter) {
  return useQuery(adminContentQuery(useRest('post'), posts, status, filter));
}
