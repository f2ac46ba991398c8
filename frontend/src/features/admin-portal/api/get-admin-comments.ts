import { useQuery } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { adminCommentSchema } from '@contracts/post-answers';
import { useRest } from '@/lib/rest-request';
import { adminContentQuery, type ContentFilter } from './admin-content-page';
import { adminKeys } from './admin-query-keys';

const comments = { path: '/admin/comments', key: adminKeys.comments, schema: pageSchema(adminCommentSchema) };

/** GET /admin/comments: one page of the live or deleted comments across boards, newest first. */
export function useAdminComments(status: 'live' | 'deleted', filter: ContentFilter) {
  return useQuery(adminContentQuery(useRest('post'), comments, status, filter));
}
