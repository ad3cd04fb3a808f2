import { API_READS_CACHE, SESSION_KEY_PARAM, sessionCacheKey, sessionOfKey } from './pwa-cache.ts';

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
 * starts with no session, or with a session of one tab (not kept on the device), drops every kept
 * read; one with a session drops the answers kept for any other
 * (another user's tab, an earlier login, copies kept before keys named their session). The
 * service worker itself never answers a request from another session's copy (sessionCacheKey).
 */
export async function settleOfflineReads(token: string | null, kept: boolean): Promise<void> {
  if (typeof caches === 'undefined') return;
  // A tab's session keeps nothing (ADR 036): what an earlier kept session left goes too.
  if (!token || !kept) return forgetOfflineReads();
  try {
    if (!(await caches.has(API_READS_CACHE))) return;
    const mine = await sessionOf(token);
    const cache = await caches.open(API_READS_CACHE);
    const others = (await cache.keys()).filter((key) => sessionOfKey(key.url) !== mine);
    await Promise.all(others.map((key) => cache.delete(key)));
  } catch {
    // No cache storage (private mode) or no digest (an insecure origin): nothing was kept either.
  }
}

/** A write sent without a connection is refused at once, never queued to run later unseen. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The header api/client.ts sends, as the service worker reads it. */
function sessionRequest(path: string, token: string): Request {
  return new Request(new URL(path, window.location.origin), { headers: { Authorization: `Token ${token}` } });
}

/** The digest a session's cache keys carry. */
async function sessionOf(token: string): Promise<string> {
  return sessionOfKey(await sessionCacheKey({ request: sessionRequest('/api/', token) }));
}

/**
 * Offline, a read is answered from the copy the service worker kept for this session at once,
 * without waiting for the network to fail (issue 30 item 2: a cached list used to show after 9 s).
 * Null when nothing was kept (or there is no cache storage).
 */
export async function readOfflineCopy(path: string, token: string): Promise<Response | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const key = await sessionCacheKey({ request: sessionRequest(path, token) });
    return (await caches.match(key, { cacheName: API_READS_CACHE, ignoreVary: true })) ?? null;
  } catch {
    return null;
  }
}

/**
 * A kept device's token was renewed (ADR 036): its copies move to the new token's keys, so the
 * app still reads them offline after the next launch. Another session's copies are not touched.
 */
export async function rekeyOfflineReads(previous: string, next: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    if (!(await caches.has(API_READS_CACHE))) return;
    const [from, to] = await Promise.all([sessionOf(previous), sessionOf(next)]);
    const cache = await caches.open(API_READS_CACHE);
    for (const key of await cache.keys()) {
      if (sessionOfKey(key.url) !== from) continue;
      const answer = await cache.match(key, { ignoreVary: true });
      const url = new URL(key.url);
      url.searchParams.set(SESSION_KEY_PARAM, to);
      if (answer) await cache.put(url.href, answer);
      await cache.delete(key);
    }
  } catch {
    // No cache storage: nothing to move.
  }
}
