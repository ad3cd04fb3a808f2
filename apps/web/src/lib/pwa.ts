import { API_READS_CACHE, sessionCacheKey, sessionOfKey } from './pwa-cache.ts';

/**
 * The cached reads were answered to one session: a login, a logout (or a token the server no
 * longer accepts) drops them, so nobody reads the previous user's lists offline.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_READS_CACHE).catch(() => undefined);
}

/**
 * At a page's start, before its first read. Nothing of the books outlives the session: a page that
 * starts with no session (a new tab, the app closed and reopened: the session lived in
 * sessionStorage) drops every kept read; one with a session drops the answers kept for any other
 * (another user's tab, an earlier login, copies kept before keys named their session). The
 * service worker itself never answers a request from another session's copy (sessionCacheKey).
 */
export async function settleOfflineReads(token: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!token) return forgetOfflineReads();
  try {
    if (!(await caches.has(API_READS_CACHE))) return;
    // The header api/client.ts sends, as the service worker reads it.
    const request = new Request(new URL('/api/', window.location.origin), {
      headers: { Authorization: `Token ${token}` },
    });
    const mine = sessionOfKey(await sessionCacheKey({ request }));
    const cache = await caches.open(API_READS_CACHE);
    const others = (await cache.keys()).filter((key) => sessionOfKey(key.url) !== mine);
    await Promise.all(others.map((key) => cache.delete(key)));
  } catch {
    // No cache storage (private mode) or no digest (an insecure origin): nothing was kept either.
  }
}

/** A write sent without a connection is refused at once, never queued to run later unseen. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
