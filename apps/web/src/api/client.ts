import { IDEMPOTENCY_HEADER, PHONE_MSG } from '@cc/shared';
import { isOffline, readOfflineCopy, rekeyOfflineReads } from '../lib/pwa.ts';
import { OFFLINE_COPY_HEADER } from '../lib/pwa-cache.ts';
import { clearSession, getRefreshToken, getToken, isKeptSession, replaceKeptTokens } from '../lib/session.ts';
import { startSubmission } from './submission-keys.ts';

/** Any JSON error body: `{field: [msg]}`, `{validations_error: [msg]}`, `{detail: msg}`… */
export type ApiErrorBody = Record<string, unknown>;

/**
 * Every call answers with the response instead of throwing (docs/product/1-account.md §7: "the call wrapper
 * returns the error response to the caller"); status 0 means no answer (network error).
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: ApiErrorBody | null };

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  body?: unknown;
  query?: Query;
  /** Send the Token header (default true when a token is stored). */
  auth?: boolean;
  /** Use this token instead of the stored one. */
  token?: string;
  signal?: AbortSignal;
  /**
   * A create call: sends an Idempotency-Key, the same one when this very submission is sent again
   * before a definitive answer came back (submission-keys.ts), so it is written once.
   */
  idempotent?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function headersFor(opts: RequestOptions, json: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  const token = opts.token ?? (opts.auth === false ? null : getToken());
  if (token) headers.set('Authorization', `Token ${token}`);
  // Only a kept session's reads are kept for offline reading (pwa-cache.ts, ADR 036).
  if (token && token === getToken() && isKeptSession()) headers.set(OFFLINE_COPY_HEADER, 'keep');
  return headers;
}

let renewing: Promise<boolean> | null = null;

/**
 * A kept device's session token expired or was refused: its refresh token asks for the next one
 * (POST /api/token/device/, rotating). One renewal at a time in the page, and across the app's
 * windows (Web Locks): two spending the same refresh token would look like a stolen one and
 * end the device. False when the device was revoked: the session is over.
 */
function renewKeptSession(refused: string): Promise<boolean> {
  renewing ??= (async () => {
    const run = async () => {
      // Another window renewed it while this one waited.
      if (getToken() !== refused) return getToken() !== null;
      const refreshToken = getRefreshToken();
      if (!refreshToken) return false;
      let response: Response;
      try {
        response = await fetch('/api/token/device/', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        });
      } catch {
        return false;
      }
      if (!response.ok) return false;
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      await rekeyOfflineReads(refused, body.access_token);
      replaceKeptTokens(body.access_token, body.refresh_token);
      return true;
    };
    return typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('cc-kept-session', run)
      : run();
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** A stored token the server no longer accepts: the session is over, back to /login. */
function onUnauthorized(sentToken: boolean): void {
  if (!sentToken) return;
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  const text = await response.text();
  return text ? { detail: text } : null;
}

export async function request<T>(
  method: Method,
  path: string,
  opts: RequestOptions = {},
  renewed = false,
): Promise<ApiResult<T>> {
  // Offline, a write is refused at once with a clear message: never sent later behind the user's back.
  if (method !== 'GET' && isOffline()) {
    return { ok: false, status: 0, data: { detail: PHONE_MSG.offline.writeRefused } };
  }
  const isForm = opts.body instanceof FormData;
  const hasBody = opts.body !== undefined;
  const headers = headersFor(opts, hasBody && !isForm);
  const submission = opts.idempotent ? startSubmission(method, path, opts.body) : null;
  if (submission) headers.set(IDEMPOTENCY_HEADER, submission.key);
  const url = buildUrl(path, opts.query);
  const sentToken = opts.token ?? (opts.auth === false ? null : getToken());
  let response: Response;
  try {
    // Offline, a read takes the copy kept for this session at once (or none): never the wait for
    // the network to fail first.
    const copy =
      method === 'GET' && isOffline() && headers.has(OFFLINE_COPY_HEADER) && sentToken
        ? await readOfflineCopy(url, sentToken)
        : null;
    response =
      copy ??
      (await fetch(url, {
        method,
        headers,
        body: !hasBody ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
      }));
  } catch {
    submission?.settle(0);
    return { ok: false, status: 0, data: null };
  }
  submission?.settle(response.status);
  const data = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  if (response.status === 401 && sentToken && opts.token === undefined && !renewed && isKeptSession()) {
    // Sent again once with the renewed token: renewed now, or by a call refused with the same
    // stale token a moment earlier (the same Idempotency-Key travels with a create).
    if (sentToken !== getToken() || (await renewKeptSession(sentToken))) {
      return request<T>(method, path, opts, true);
    }
  }
  // A refusal of a token already replaced is no reason to end the session that replaced it.
  if (response.status === 401) onUnauthorized(sentToken !== null && sentToken === getToken());
  const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as ApiErrorBody) : null;
  return { ok: false, status: response.status, data: body };
}

/** Options of a create call: one Idempotency-Key per submission (RequestOptions.idempotent). */
export const IDEMPOTENT: RequestOptions = { idempotent: true };

export const http = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, { ...opts, body }),
  del: <T = null>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** For TanStack Query: a failed call becomes a thrown ApiError carrying the response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: ApiErrorBody | null,
  ) {
    super(`API ${status}`);
    this.name = 'ApiError';
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.status, result.data);
}

/** A file answer (xlsx, pdf) read into memory, with the name the server gave it. */
export type FetchedFile = { blob: Blob; name: string };

/**
 * Asks for a file answer with the Token header; the name comes from Content-Disposition, or
 * `fallbackName`.
 */
export async function fetchFile(
  path: string,
  fallbackName: string,
  query?: Query,
): Promise<ApiResult<FetchedFile>> {
  const headers = headersFor({}, false);
  headers.set('Accept', '*/*');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch {
    return { ok: false, status: 0, data: null };
  }
  if (!response.ok) {
    const data = await readBody(response);
    if (response.status === 401) onUnauthorized(headers.has('Authorization'));
    return { ok: false, status: response.status, data: (data as ApiErrorBody | null) ?? null };
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  return { ok: true, status: response.status, data: { blob, name } };
}

/** Hands a file to the browser's download (the save dialog or the downloads folder). */
export function saveFile({ blob, name }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file answer (xlsx, pdf) and saves it right away. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query?: Query,
): Promise<ApiResult<null>> {
  const answer = await fetchFile(path, fallbackName, query);
  if (!answer.ok) return answer;
  saveFile(answer.data);
  return { ok: true, status: answer.status, data: null };
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
