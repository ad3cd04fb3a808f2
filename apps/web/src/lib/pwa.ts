/** The Workbox cache of API reads (vite.config.ts): what was seen, readable offline. */
export const API_READS_CACHE = 'api-reads';

/**
 * The cached reads were answered to one session: a logout (or another user's login on the same
 * phone) drops them, so nobody reads the previous user's lists offline.
 */
export function forgetOfflineReads(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(API_READS_CACHE).catch(() => undefined);
}

/** A write sent without a connection is refused at once, never queued to run later unseen. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
