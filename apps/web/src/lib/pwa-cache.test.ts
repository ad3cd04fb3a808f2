import { describe, expect, it } from 'vitest';
import {
  type ApiReadMatch,
  isOfflineRead,
  keepJsonAnswer,
  OFFLINE_COPY_HEADER,
  SESSION_KEY_PARAM,
  sessionCacheKey,
  sessionOfKey,
} from './pwa-cache.ts';

const ORIGIN = 'https://app.example.co';
const TOKEN = 'Token abcdefghijklmnopqrstuvwxyz012345';
/** What api/client.ts adds to the reads of a session kept on the device (ADR 036). */
const KEPT = { [OFFLINE_COPY_HEADER]: 'keep' };

/** A read as api/client.ts sends it: the token and Accept: application/json. */
function read(path: string, init: { headers?: Record<string, string>; method?: string } = {}): ApiReadMatch {
  const url = new URL(path, ORIGIN);
  const headers = init.headers ?? { Accept: 'application/json', Authorization: TOKEN, ...KEPT };
  return { url, request: new Request(url, { method: init.method ?? 'GET', headers }), sameOrigin: true };
}

function answer(body: string, headers: Record<string, string>, status = 200): Response {
  return new Response(body, { status, headers });
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Workbox writes the functions' source text into sw.js: rebuilt from that text alone (no module
 * scope), they must still work.
 */
function rebuilt<F extends (...args: never[]) => unknown>(fn: F): F {
  return new Function(`return (${fn.toString()});`)() as F;
}

describe.each([
  ['as imported', isOfflineRead],
  ['rebuilt from its text', rebuilt(isOfflineRead)],
])('isOfflineRead (%s)', (_, matches) => {
  it('keeps the JSON reads of the books', () => {
    for (const path of [
      '/api/incomes/?payment_type=CONTADO',
      '/api/incomes/12/',
      '/api/inventories/',
      '/api/profiles/',
      '/api/reports/balance/?from_date=2026-01-01&to_date=2026-01-31',
      '/api/reports/journal/?from_date=2026-01-01&to_date=2026-01-31&type=json&limit=50',
      '/api/reports/balance/?from_date=2026-01-01&to_date=2026-01-31&type=',
      '/api/charts/?type=sales_by_month&from_date=2026-01-01&to_date=2026-01-31',
    ]) {
      expect(matches(read(path)), path).toBe(true);
    }
  });

  it('never a report or list asked for as a file, by ?type= or by path', () => {
    for (const path of [
      '/api/reports/balance/?from_date=2026-01-01&to_date=2026-01-31&type=pdf',
      '/api/reports/journal/?from_date=2026-01-01&to_date=2026-01-31&type=csv',
      '/api/reports/journal/?from_date=2026-01-01&to_date=2026-01-31&type=xlsx',
      '/api/reports/balance/?type=PDF',
      '/api/reports/balance/?type=%20Pdf%20',
      '/api/reports/?report=balance&type=xlsx',
      '/api/reports/balance/?type=odt', // a format the server may learn: reports are JSON or a file
      '/api/reports/balance/?format=pdf',
      '/api/charts/?format=csv',
      '/api/incomes/export/',
      '/api/incomes/EXPORT/',
      '/api/incomes/%65xport/',
      '/api/expenses/export',
      '/api/incomes/7/pdf',
      '/api/incomes/7/invoice.pdf',
      '/api/incomes/?download=1',
    ]) {
      expect(matches(read(path)), path).toBe(false);
    }
  });

  it('never a token, a session, a public link or the server’s own pages', () => {
    for (const path of [
      '/api/token/refresh',
      '/api/token/refresh/',
      '/api/login/',
      '/api/logout/',
      '/api/register/',
      '/api/reset/',
      '/api/captcha/challenge/',
      '/api/public/invoices/i.1.2.3.abc',
      '/api/profiles/public/7',
      '/api/inventories/public/7',
      '/api/docs/json',
      '/api/health',
      '/api/incomes/?token=abc',
      '/media/logo.png',
      '/my-income',
    ]) {
      expect(matches(read(path)), path).toBe(false);
    }
  });

  it('only a signed-in page’s GET for JSON, never a download, a write or a typed address', () => {
    const path = '/api/incomes/';
    expect(matches(read(path, { headers: { Accept: 'application/json' } })), 'no session').toBe(false);
    expect(matches(read(path, { headers: { Accept: '*/*', Authorization: TOKEN, ...KEPT } })), 'a file').toBe(
      false,
    );
    expect(matches(read(path, { headers: { Authorization: TOKEN, ...KEPT } })), 'no Accept').toBe(false);
    expect(
      matches(read(path, { headers: { Accept: 'application/json', Authorization: TOKEN } })),
      'a session of one tab, not kept on the device',
    ).toBe(false);
    expect(matches(read(path, { method: 'POST' })), 'a write').toBe(false);
    // An address typed in the bar (Node's Request cannot be a navigation: the fields Workbox reads).
    const typed = (mode: string) =>
      ({
        method: 'GET',
        mode,
        headers: new Headers({ Accept: 'application/json', Authorization: TOKEN, ...KEPT }),
      }) as Request;
    const url = new URL(path, ORIGIN);
    expect(matches({ url, request: typed('cors') }), 'the same, from a page').toBe(true);
    expect(matches({ url, request: typed('navigate') }), 'typed').toBe(false);
    expect(matches({ ...read(path), sameOrigin: false }), 'another origin').toBe(false);
  });
});

describe.each([
  ['as imported', keepJsonAnswer],
  ['rebuilt from its text', rebuilt(keepJsonAnswer)],
])('keepJsonAnswer (%s)', (_, keep) => {
  it('keeps a 200 JSON answer', async () => {
    const json = answer('[]', JSON_TYPE);
    expect(await keep({ response: json })).toBe(json);
    const problem = answer('{}', { 'content-type': 'application/problem+json' });
    expect(await keep({ response: problem })).toBe(problem);
  });

  it('never a file, an attachment, a no-store answer or a failure', async () => {
    const refused = [
      answer('%PDF-1.7', { 'content-type': 'application/pdf' }),
      answer('a;b', { 'content-type': 'text/csv; charset=utf-8' }),
      answer('PK', { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      answer('<html>', { 'content-type': 'text/html' }),
      answer('[]', {}),
      answer('[]', { ...JSON_TYPE, 'content-disposition': 'attachment; filename="libro.json"' }),
      answer('[]', { ...JSON_TYPE, 'content-disposition': 'inline; filename="libro.json"' }),
      answer('{"access_token":"x"}', { ...JSON_TYPE, 'cache-control': 'no-store' }),
      answer('{"detail":"x"}', JSON_TYPE, 401),
      answer('{"detail":"x"}', JSON_TYPE, 500),
      answer('{"id":1}', JSON_TYPE, 201),
    ];
    for (const response of refused) {
      expect(await keep({ response }), response.headers.get('content-type') ?? '').toBeNull();
    }
  });
});

describe.each([
  ['as imported', sessionCacheKey],
  ['rebuilt from its text', rebuilt(sessionCacheKey)],
])('sessionCacheKey (%s)', (_, keyOf) => {
  const key = (path: string, authorization?: string) =>
    keyOf({
      request: new Request(new URL(path, ORIGIN), {
        headers: authorization ? { Authorization: authorization } : {},
      }),
    });

  it('names the session that asked, not its token', async () => {
    const mine = await key('/api/incomes/?payment_type=CONTADO', TOKEN);
    const url = new URL(mine);
    expect(url.pathname).toBe('/api/incomes/');
    expect(url.searchParams.get('payment_type')).toBe('CONTADO');
    expect(sessionOfKey(mine)).toMatch(/^[0-9a-f]{32}$/);
    expect(mine).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(await key('/api/incomes/?payment_type=CONTADO', TOKEN)).toBe(mine);
  });

  it('another token, no token or a forged session parameter give another key', async () => {
    const mine = await key('/api/profiles/', TOKEN);
    expect(await key('/api/profiles/', 'Token another')).not.toBe(mine);
    expect(sessionOfKey(await key('/api/profiles/'))).toBe('none');
    const forged = await key(`/api/profiles/?${SESSION_KEY_PARAM}=${sessionOfKey(mine)}`);
    expect(forged).not.toBe(mine);
    expect(sessionOfKey(forged)).toBe('none');
  });
});

describe('sessionOfKey', () => {
  it('is empty for a key kept before keys named their session', () => {
    expect(sessionOfKey(`${ORIGIN}/api/profiles/`)).toBe('');
  });
});
