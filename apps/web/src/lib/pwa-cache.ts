/**
 * What the service worker may keep of the API for offline reading (decision 027, issue 21): the
 * JSON reads of the books a signed-in page asked for, each kept under the session that asked.
 * Never a file (xlsx, pdf, csv: by path or by `?type=`), a token, a session or a public link.
 *
 * vite.config.ts hands these functions to Workbox, which writes their source text into sw.js:
 * each one must stand alone — no imports, no module constants, no helper outside its own body —
 * and the two plugin callbacks no '//' or '/*' in their text (Workbox strips what looks like a
 * comment from them). pwa-cache.test.ts runs them rebuilt from their text.
 */

/** The Workbox cache of API reads: what was seen, readable offline (by the same session). */
export const API_READS_CACHE = 'api-reads';

/** Workbox's route-matching arguments (the ones used here). */
export type ApiReadMatch = { url: URL; request: Request; sameOrigin?: boolean };

/** The query parameter of a cache key that names the session the answer was given to. */
export const SESSION_KEY_PARAM = '__offline_session';

/** Sent by api/client.ts with the reads of a kept session, the only ones kept for offline reading. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** The route of the API reads cache: a read a signed-in page made for JSON, nothing else. */
export function isOfflineRead({ url, request, sameOrigin }: ApiReadMatch): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate' || sameOrigin === false) return false;
  // Only what api/client.ts reads for a session: the token sent and JSON asked for. A tab with no
  // session never reaches the cache, nor does a download (fetchFile accepts any type).
  if (!request.headers.get('authorization')) return false;
  // Only a session kept on this device (OFFLINE_COPY_HEADER, ADR 036): a tab's session, on a
  // borrowed or shared computer, leaves nothing of the books behind.
  if (request.headers.get('x-offline-copy') !== 'keep') return false;
  if (!(request.headers.get('accept') ?? '').toLowerCase().includes('application/json')) return false;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return false;
  }
  const segments = path.split('/');
  if (segments[1] !== 'api') return false;
  const files = ['pdf', 'xlsx', 'xls', 'csv', 'ods', 'zip', 'txt', 'doc', 'docx', 'html', 'htm', 'xml'];
  // Files, sessions and tokens, public links, the server's own pages.
  const denied = [
    ...files,
    'export',
    'exports',
    'download',
    'downloads',
    'public',
    'login',
    'logout',
    'register',
    'reset',
    'token',
    'refresh',
    'devices',
    'captcha',
    'docs',
    'health',
  ];
  for (const segment of segments) {
    if (denied.includes(segment)) return false;
    const dot = segment.lastIndexOf('.');
    if (dot >= 0 && files.includes(segment.slice(dot + 1))) return false;
  }
  for (const [key, raw] of url.searchParams) {
    const name = key.toLowerCase();
    const value = raw.trim().toLowerCase();
    // A file asked for in the query (?type=pdf, ?format=csv…), under any name.
    if (files.includes(value)) return false;
    // A report is a read only as JSON (its default); ?type=anything else is a file.
    if ((name === 'type' || name === 'format') && segments[2] === 'reports' && value && value !== 'json') {
      return false;
    }
    if (['token', 'access_token', 'download', 'export', 'attachment'].includes(name)) return false;
  }
  return true;
}

/**
 * Workbox's cacheWillUpdate: only a 200 JSON answer that is not a download nor marked no-store is
 * kept (the route already left files out by their address; this is what they are).
 */
export async function keepJsonAnswer({ response }: { response: Response }): Promise<Response | null> {
  if (response.status !== 200) return null;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const json = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  if (!json) return null;
  if (response.headers.get('content-disposition')) return null;
  if ((response.headers.get('cache-control') ?? '').toLowerCase().includes('no-store')) return null;
  return response;
}

/**
 * Workbox's cacheKeyWillBeUsed: an answer is kept and looked up under its address plus a digest of
 * the Authorization header that asked for it (SESSION_KEY_PARAM). Another session, another user or
 * a made-up token never finds it; the token itself is not stored.
 */
export async function sessionCacheKey({ request }: { request: Request }): Promise<string> {
  const url = new URL(request.url);
  const param = '__offline_session';
  url.searchParams.delete(param);
  const authorization = request.headers.get('authorization') ?? '';
  let session = 'none';
  if (authorization) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const bytes = Array.from(new Uint8Array(digest).slice(0, 16));
    session = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  url.searchParams.set(param, session);
  return url.href;
}

/** The session a cache key belongs to ('' for a key made before keys named their session). */
export function sessionOfKey(key: string): string {
  return new URL(key).searchParams.get(SESSION_KEY_PARAM) ?? '';
}
