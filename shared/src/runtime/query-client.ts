import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { countInstance } from './singleton-probe';

/** Spec 01 §9: 3 retries, backoff doubling from 1 s up to 30 s, cache cleanup after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = isAxiosError(error) ? error.response?.status : undefined;
          // A refusal will not change on retry.
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one query client; the shell provides it and remotes reach it through the shared singleton. */
export const queryClient = createQueryClient();
countInstance('queryClient');
