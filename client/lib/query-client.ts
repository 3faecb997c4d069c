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

/**
 * For a query an edit form is filled from: never served from the cache, so the form, and the Version its
 * save sends, start from what the server holds now, not from a copy cached before the user's own last save
 * (which the save would then refuse as someone else's change).
 */
export const FRESH_FOR_A_FORM = { staleTime: 0, gcTime: 0 } as const;
