import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { meQueryKey } from '../lib/api/get-me';

/** 4xx answers will not change on a retry; network blips and 5xx might. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (idle limit, logout in another tab). Asking
  // for the employee again lets the session guard see the 401 and send the visitor to /login.
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!isApiError(error, 401) || queryKey?.[0] === meQueryKey[0]) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
