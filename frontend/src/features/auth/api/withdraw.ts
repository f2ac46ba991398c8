import { useMutation } from '@tanstack/react-query';
import { useRest } from '@/lib/rest-request';

/** POST /me/withdraw: deletes the profile and the account (the password is checked on the server). */
export function useWithdraw() {
  const rest = useRest('member');
  return useMutation({
    mutationFn: (password: string) => rest({ method: 'POST', path: '/me/withdraw', body: { password } }),
  });
}
