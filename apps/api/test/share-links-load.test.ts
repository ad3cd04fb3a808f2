import { randomBytes } from 'node:crypto';
import { MSG, PHONE_MSG } from '@cc/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pdf from '../src/lib/pdf.ts';
import { type CachedFile, fileCache } from '../src/modules/share-links/invoice-cache.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, JUAN, newItem, salePayload } from './incomes-fixtures.ts';

// Issue 21 item 5: a public invoice link hammered by one client, or opened by many at once, costs
// one PDF per version of the invoice and cannot take the server from the other shops (ADR 027).

// Every PDF drawn goes through renderPdf: counting its calls counts the invoices drawn.
vi.mock('../src/lib/pdf.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/pdf.ts')>();
  return { ...real, renderPdf: vi.fn(real.renderPdf) };
});
const drawn = () => vi.mocked(pdf.renderPdf).mock.calls.length;

let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';
/** Decision 027: openings of shared links per client IP and minute. */
const PER_IP_PER_MINUTE = 30;

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlDays: 365 } });
  api = apiOf(t);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(pdf.renderPdf).mockClear();
  t.clock.set(`${TODAY}T15:00:00Z`);
});

/** A sale and the path of its shared link. */
async function sharedSale(overrides: Record<string, unknown> = {}) {
  const u = await createUser(t, { tradename: 'Tienda La Esquina' });
  const item = await newItem(t, u, { name: 'Pan', cost_value: 500, sale_value: 1000, quantity: 20 });
  const res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload(TODAY, [{ inventory_id: item.id, quantity: 3, value: 1000 }], overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  const sale = res.json() as { id: number };
  const link = await api(u, 'POST', `/api/incomes/${sale.id}/share-link/`);
  expect(link.statusCode, link.body).toBe(200);
  const { url, expires_at } = link.json() as { url: string; expires_at: string };
  return { u, sale, path: new URL(url).pathname, expiresAt: expires_at };
}
let nextIp = 1;
/** A client of its own (an address no other opening in this file uses). */
const newIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const open = (path: string, ip = newIp()) => t.app.inject({ method: 'GET', url: path, remoteAddress: ip });
const textOf = async (body: Buffer) => (await new PDFParse({ data: body }).getText()).text;

describe('the public invoice link is rate-limited per client IP', () => {
  it(`opening ${PER_IP_PER_MINUTE + 1} from one IP within a minute gets 429 in Spanish; another IP still opens it`, async () => {
    const { path } = await sharedSale();
    const ip = '203.0.113.7';
    for (let i = 0; i < PER_IP_PER_MINUTE; i++) expect((await open(path, ip)).statusCode).toBe(200);
    const refused = await open(path, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MSG.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await open(path, '198.51.100.2');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');
  });

  it('counts openings of any token, forged ones included (guessing is throttled too)', async () => {
    const ip = '203.0.113.8';
    const codes: number[] = [];
    for (let i = 0; i <= PER_IP_PER_MINUTE; i++)
      codes.push((await open(`/api/public/invoices/i.1.${i}.9999999999.${'A'.repeat(43)}`, ip)).statusCode);
    expect(codes.slice(0, PER_IP_PER_MINUTE)).toEqual(Array(PER_IP_PER_MINUTE).fill(404));
    expect(codes.at(-1)).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
// `npm run test:pg` passes TEST_REDIS_URL: two replicas on one PostgreSQL and one Redis.
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)(
  'the link limit across replicas (REDIS_URL)',
  () => {
    it('two replicas count one IP together', async () => {
      const config = { redisUrl, redisKeyPrefix: `cc-test:${randomBytes(6).toString('hex')}:` };
      const a = await createTestApp({ config });
      const b = await createTestApp({ config, sameDatabaseAs: a });
      try {
        const u = await createUser(a);
        const item = await newItem(a, u, { name: 'Pan', sale_value: 1000, cost_value: 500, quantity: 5 });
        const sale = await apiOf(a)(
          u,
          'POST',
          '/api/incomes/',
          salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 1000 }]),
        );
        const link = await apiOf(a)(u, 'POST', `/api/incomes/${sale.json().id}/share-link/`);
        const path = new URL(link.json().url).pathname;
        const codes: number[] = [];
        for (let i = 0; i <= PER_IP_PER_MINUTE; i++) {
          const replica = i % 2 ? b : a;
          codes.push(
            (await replica.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' })).statusCode,
          );
        }
        expect(codes.slice(0, PER_IP_PER_MINUTE)).toEqual(Array(PER_IP_PER_MINUTE).fill(200));
        expect(codes.at(-1)).toBe(429);
      } finally {
        await b.close();
        await a.close();
      }
    });
  },
);

describe('the PDF of a shared link is drawn once per version of the invoice', () => {
  it('50 concurrent openings of one link (50 clients) draw its PDF once, and all get it', async () => {
    const { path } = await sharedSale();
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(path)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(drawn()).toBe(1);
    const first = answers[0]?.rawPayload;
    for (const a of answers) expect(a.rawPayload.equals(first as Buffer)).toBe(true);
    // Later openings are served from the cache too.
    expect((await open(path)).statusCode).toBe(200);
    expect(drawn()).toBe(1);
  });

  it('an edit of the sale, or an abono, is in the very next opening: never a stale PDF', async () => {
    const { u, sale, path } = await sharedSale({ payment_type: 'CREDITO', client: JUAN });
    expect((await open(path)).statusCode).toBe(200);
    expect(drawn()).toBe(1);

    // The writes keep updated_at on the test's fixed clock: a version by timestamp would miss them.
    const edit = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, { observations: 'Entregar el lunes' });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await open(path);
    expect(edited.statusCode).toBe(200);
    expect(drawn()).toBe(2);
    expect(await textOf(edited.rawPayload)).toContain('Entregar el lunes');
    expect((await open(path)).rawPayload.equals(edited.rawPayload)).toBe(true);
    expect(drawn()).toBe(2);

    const abono = await api(u, 'POST', `/api/incomes/${sale.id}/payments/`, {
      date: TODAY,
      value: 1200,
      payment_method: 'EFECTIVO',
    });
    expect(abono.statusCode, abono.body).toBe(201);
    const paid = await open(path);
    expect(drawn()).toBe(3);
    expect(await textOf(paid.rawPayload)).toContain('0001-01');
  });

  it('a sale voided after its PDF was cached, or an expired link, answers 410 and the gone page', async () => {
    const voided = await sharedSale();
    expect((await open(voided.path)).statusCode).toBe(200);
    expect((await api(voided.u, 'DELETE', `/api/incomes/${voided.sale.id}/`)).statusCode).toBe(204);
    const gone = await open(voided.path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(PHONE_MSG.whatsapp.linkGoneTitle);

    const old = await sharedSale();
    expect((await open(old.path)).statusCode).toBe(200);
    t.clock.set(new Date(new Date(old.expiresAt).getTime() + 1000).toISOString());
    const late = await open(old.path);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain(PHONE_MSG.whatsapp.linkGoneTitle);
  });
});

describe('fileCache (per process, bounded by bytes)', () => {
  const file = (bytes: number, tag = 'x'): CachedFile => ({
    name: `${tag}.pdf`,
    type: 'application/pdf',
    body: Buffer.alloc(bytes, tag),
  });
  const NOW = 1_000_000;
  const LATER = NOW + 60_000;

  it('keeps a version until the link expires, and draws again for another version', async () => {
    const cache = fileCache(1000);
    const draw = vi.fn(async () => file(10));
    await cache.get('1.1', 'v1', LATER, NOW, draw);
    await cache.get('1.1', 'v1', LATER, NOW + 1, draw);
    expect(draw).toHaveBeenCalledTimes(1);
    await cache.get('1.1', 'v2', LATER, NOW + 2, draw);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(cache.size()).toEqual({ entries: 1, bytes: 10 });
    await cache.get('1.1', 'v2', LATER, LATER, draw);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('lets the least recently used go once the bytes pass the bound; never keeps a file over it', async () => {
    const cache = fileCache(100);
    const draw =
      (tag: string, bytes = 40) =>
      async () =>
        file(bytes, tag);
    await cache.get('a', 'v', LATER, NOW, draw('a'));
    await cache.get('b', 'v', LATER, NOW, draw('b'));
    await cache.get('a', 'v', LATER, NOW, draw('a')); // a is now the most recent
    await cache.get('c', 'v', LATER, NOW, draw('c'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 80 });
    const again = vi.fn(draw('x'));
    await cache.get('a', 'v', LATER, NOW, again);
    await cache.get('c', 'v', LATER, NOW, again);
    expect(again).not.toHaveBeenCalled();
    await cache.get('b', 'v', LATER, NOW, again);
    expect(again).toHaveBeenCalledTimes(1);
    await cache.get('big', 'v', LATER, NOW, draw('big', 101));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
  });

  it('concurrent requests share one drawing; a failed drawing is shared, then forgotten', async () => {
    const cache = fileCache(1000);
    let fail: (e: Error) => void = () => {};
    const failing = vi.fn(
      () =>
        new Promise<CachedFile>((_, reject) => {
          fail = reject;
        }),
    );
    const waiting = Array.from({ length: 5 }, () => cache.get('1.1', 'v', LATER, NOW, failing));
    fail(new Error('pdfkit'));
    for (const r of await Promise.allSettled(waiting)) expect(r.status).toBe('rejected');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.size().entries).toBe(0);
    const draw = vi.fn(async () => file(10));
    await cache.get('1.1', 'v', LATER, NOW, draw);
    expect(draw).toHaveBeenCalledTimes(1);
  });
});
