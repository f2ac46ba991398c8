import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { HttpError } from './http-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Human message toasted when the query finally fails; without it a failure is only logged. */
      readonly errorMessage?: string;
    };
  }
}

/** Up to 3 attempts on network errors, 429 and transient 5xx (docs/web-app.md); anything else fails at once. */
function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < 2 && error instanceof HttpError && error.retryable;
}

export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error('Query failed', query.queryKey, error);
        if (query.meta?.errorMessage) notify.error(query.meta.errorMessage);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Site data changes rarely; refetching on every focus would re-toast failures and waste requests.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        ...overrides,
      },
    },
  });
}
