import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';

/** One retry for a lost answer or a server error; a 4xx (404 record, 403 subscription) will not change. */
export function retryServerErrors(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryServerErrors, refetchOnWindowFocus: false },
  },
});
