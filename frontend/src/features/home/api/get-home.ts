import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { homePath } from '@/lib/api-paths';

/** GET /home (contracts/home.ts): every board the visitor may list with its notices and latest posts, at once. */
const homePostSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.nullish(z.string()),
  commentCount: z.catch(z.number(), 0),
  authorNickName: z.string(),
  createdAt: z.string(),
  isNotice: z.boolean(),
});
export type HomePost = z.infer<typeof homePostSchema>;

const homeBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  canWrite: z.boolean(),
  posts: z.array(homePostSchema),
});
export type HomeBoard = z.infer<typeof homeBoardSchema>;

const homePageSchema = z.object({ boards: z.array(homeBoardSchema) });

/** `viewerKey`: the member's id, or 'guest' (the answer depends on what the visitor may list). */
export function homeQuery(rest: RestCaller, viewerKey: string) {
  return queryOptions({
    queryKey: ['home', viewerKey],
    queryFn: async ({ signal }) => homePageSchema.parse(await rest({ path: homePath(), signal })),
    staleTime: 10_000,
    meta: { errorMessage: 'The latest posts could not be loaded. Please try again.' },
  });
}

export function useHome(viewerKey: string, enabled: boolean) {
  return useQuery({ ...homeQuery(useRest('post'), viewerKey), enabled });
}
