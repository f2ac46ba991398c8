import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRest } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';

const countSchema = z.object({ total: z.number(), today: z.number() });
const dashboardSchema = z.object({
  members: countSchema,
  posts: countSchema,
  comments: countSchema,
  countedAt: z.string(),
});

/** GET /admin/dashboard: members, posts and comments in total and today (the server keeps them a minute). */
export function useDashboardCounts() {
  const rest = useRest('post');
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: async ({ signal }) => dashboardSchema.parse(await rest({ path: '/admin/dashboard', signal })),
    staleTime: 0,
  });
}
