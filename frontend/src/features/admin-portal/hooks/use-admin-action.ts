import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from '@/lib/notify';

export interface AdminActionOptions<TInput, TResult> {
  readonly run: (input: TInput) => Promise<TResult>;
  /** The toast after success; a function sees the input and the answer. */
  readonly success: string | ((result: TResult, input: TInput) => string);
  /** Lists to read again afterwards (prefix keys). */
  readonly invalidate?: readonly QueryKey[];
  readonly onDone?: (result: TResult, input: TInput) => void;
  readonly onFailed?: (error: unknown) => void;
}

/**
 * Every admin change goes through here: it toasts what happened on success and the server's reason on
 * failure, then re-reads the lists the change affects.
 */
export function useAdminAction<TInput = void, TResult = unknown>(
  options: AdminActionOptions<TInput, TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (result, input) => {
      notify.success(
        typeof options.success === 'function' ? options.success(result, input) : options.success,
      );
      options.onDone?.(result, input);
      await Promise.all(
        (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      notify.error(error);
      options.onFailed?.(error);
    },
  });
}
