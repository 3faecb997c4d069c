import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-error';

const MAX_RETRIES = 2;

/** The one query cache of the app; the API client clears it when the session ends. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
    },
    mutations: { retry: false },
  },
});
