import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import {
  memberCardSchema,
  memberSummarySchema,
  ownProfileSchema,
  type AcceptMessages,
  type OwnProfile,
} from '@contracts/member';
import { pageSchema } from '@contracts/pagination';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

export const ownProfileKey = ['member', 'own-profile'] as const;
export const friendsKey = ['member', 'friends'] as const;
export const blocksKey = ['member', 'blocks'] as const;

const friendSchema = z.object({ userId: z.string(), nickName: z.string(), addedAt: z.string() });
export type FriendEntry = z.infer<typeof friendSchema>;

/** GET /me/profile: the member's own profile (View Member Info). */
export function useOwnProfile(enabled = true) {
  const rest = useRest('member');
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: async ({ signal }) => ownProfileSchema.parse(await rest({ path: '/me/profile', signal })),
    enabled,
  });
}

/**
 * PUT /member/{me}: nickName or the friend-request switch. On success the cached member record (the top bar's
 * nickName) is updated at once, without waiting for a reload.
 */
export function useUpdateProfile(userId: string) {
  const rest = useRest('member');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: {
      nickName?: string;
      allowFriendRequests?: boolean;
      acceptMessages?: AcceptMessages;
    }) =>
      memberSummarySchema.parse(
        await rest({ method: 'PUT', path: apiPath`/member/${userId}`, body: changes }),
      ),
    onSuccess: (summary, changes) => {
      // The session's cached member record (key ['member', userId], see auth's get-member.ts).
      queryClient.setQueryData(['member', userId], summary);
      queryClient.setQueryData<OwnProfile>(ownProfileKey, (profile) =>
        profile
          ? {
              ...profile,
              nickName: summary.nickName,
              ...(changes.allowFriendRequests === undefined
                ? {}
                : { allowFriendRequests: changes.allowFriendRequests }),
              ...(changes.acceptMessages === undefined ? {} : { acceptMessages: changes.acceptMessages }),
            }
          : profile,
      );
    },
  });
}

/** GET /me/friends (a page at a time). */
export function useFriends(nextToken: string | undefined) {
  const rest = useRest('post');
  return useQuery({
    queryKey: [...friendsKey, nextToken ?? ''],
    queryFn: async ({ signal }) =>
      pageSchema(friendSchema).parse(
        await rest({ path: '/me/friends', query: { limit: 50, nextToken }, signal }),
      ),
  });
}

export function useFriendActions() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: friendsKey });
  const add = useMutation({
    mutationFn: (userId: string) => rest({ method: 'POST', path: '/me/friends', body: { userId } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => rest({ method: 'DELETE', path: apiPath`/me/friends/${userId}` }),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** The fewest characters a nickname lookup takes (contracts/member.ts findMembersQuerySchema). */
export const MEMBER_LOOKUP_MIN_LENGTH = 2;

/** GET /members?nickName=: the few members (5 at most) whose nickname is the text or starts with it. */
export function useMemberSearch(nickName: string) {
  const rest = useRest('member');
  const prefix = nickName.trim();
  return useQuery({
    queryKey: ['member', 'search', prefix],
    queryFn: async ({ signal }) =>
      z
        .object({ items: z.array(memberCardSchema) })
        .parse(await rest({ path: '/members', query: { nickName: prefix }, signal })),
    enabled: prefix.length >= MEMBER_LOOKUP_MIN_LENGTH,
    staleTime: 30_000,
  });
}

const blockedSchema = z.object({ userId: z.string(), nickName: z.string(), blockedAt: z.string() });
export type BlockedEntry = z.infer<typeof blockedSchema>;

/** GET /me/blocks (a page at a time): the members the caller blocked. */
export function useBlocks(nextToken: string | undefined) {
  const rest = useRest('post');
  return useQuery({
    queryKey: [...blocksKey, nextToken ?? ''],
    queryFn: async ({ signal }) =>
      pageSchema(blockedSchema).parse(
        await rest({ path: '/me/blocks', query: { limit: 50, nextToken }, signal }),
      ),
  });
}

/** Block and unblock; the Message Box's list changes with them (a blocked member's conversation is hidden). */
export function useBlockActions() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blocksKey }),
      queryClient.invalidateQueries({ queryKey: ['messages'] }),
    ]);
  const block = useMutation({
    mutationFn: (userId: string) => rest({ method: 'POST', path: '/me/blocks', body: { userId } }),
    onSuccess: refresh,
  });
  const unblock = useMutation({
    mutationFn: (userId: string) => rest({ method: 'DELETE', path: apiPath`/me/blocks/${userId}` }),
    onSuccess: refresh,
  });
  return { block, unblock };
}
