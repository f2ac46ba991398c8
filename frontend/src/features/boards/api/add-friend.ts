import { useMutation } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';

/** POST /me/friends: adds a member to the viewer's friends (refused when they do not accept friend requests). */
export function useAddFriend() {
  const rest = useRest('post');
  return useMutation({
    mutationFn: (friend: { userId: string; nickName: string }) =>
      rest({ method: 'POST', path: '/me/friends', body: { userId: friend.userId } }),
    onSuccess: (_answer, friend) => notify.success(`${friend.nickName} is now on your friends list.`),
    onError: (error) => notify.error(error),
  });
}
