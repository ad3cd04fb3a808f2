import { QueryClient } from '@tanstack/react-query';
import { isOffline } from '../lib/pwa.ts';
import { ApiError } from './client.ts';

/**
 * One retry for a lost answer or a server error; a 4xx (404 record, 403 subscription) will not
 * change. None offline: the copy kept was already read (api/client.ts), and a retry there waits
 * for the network to come back, the screen in skeletons (issue 30 item 2).
 */
export function retryServerErrors(failures: number, error: Error): boolean {
  if (isOffline()) return false;
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Offline (issue 10): reads still go out once, for the service worker to answer with the last
    // copy; writes run at once and are refused with a clear message (api/client.ts), never paused.
    queries: { retry: retryServerErrors, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});
