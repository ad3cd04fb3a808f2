import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPurchases } from '../bench/purchases.ts';
import { loadShop } from '../bench/shop.ts';
import { DOWNLOAD_WORKER } from '../src/download-jobs.ts';
import { type DownloadThread, startDownloadThread } from '../src/downloads/thread.ts';
import { XLSX_BATCH } from '../src/lib/xlsx.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/**
 * ADR 030: on PostgreSQL the module downloads are written on a thread of their own. The file must
 * be the one the server's own thread writes, cell for cell; a client that leaves must not wedge
 * the thread. PostgreSQL only: the thread opens its own connections (PGlite has one session).
 */
const TODAY = '2026-06-20';
const SALES = Math.round(XLSX_BATCH * 2.5);
let t: TestApp;
let inline: TestApp;
let u: CreatedUser;
let thread: DownloadThread;

/** Every cell of the first sheet, with the response headers that name the file. */
async function download(app: TestApp, url: string) {
  const res = await app.app.inject({ method: 'GET', url, headers: u.auth });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const cells: unknown[][] = [];
  sheet.eachRow((row) => void cells.push((row.values as unknown[]).slice(1)));
  return {
    type: res.headers['content-type'],
    disposition: res.headers['content-disposition'],
    sheet: sheet.name,
    cells,
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('module downloads on the download thread', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: `${TODAY}T15:00:00Z`, downloadThread: true });
    u = await createUser(t);
    await loadShop(t, u, {
      sales: SALES,
      today: TODAY,
      more: (db) => loadPurchases(db, u.id, TODAY, Math.ceil(SALES / 30)),
    });
    // The same database, downloads written on the server's own thread.
    inline = await createTestApp({ now: `${TODAY}T15:00:00Z`, sameDatabaseAs: t });
    if (!t.deps.downloadThread) throw new Error('no download thread');
    thread = t.deps.downloadThread;
  }, 60_000);
  afterAll(async () => {
    await inline?.close();
    await t?.close();
  });

  it.each([
    ['/api/incomes/export/', 'incomes'],
    ['/api/shoppings/export/', 'purchases'],
    ['/api/expenses/export/', 'expenses'],
  ])('%s is written by the thread, the same file as inline', async (url, job) => {
    expect(thread.ready()).toBe(true);
    const run = vi.spyOn(thread, 'run');
    const fromThread = await download(t, url);
    expect(run).toHaveBeenCalledExactlyOnceWith(job, u.id);
    run.mockRestore();
    const fromInline = await download(inline, url);
    expect(fromThread).toEqual(fromInline);
    expect(fromThread.cells.length).toBeGreaterThan(job === 'incomes' ? SALES : 1);
  });

  // Issue 24: every report's file too (xlsx, PDF, the journal's CSV), the same file as inline.
  const Y = `from_date=2026-01-01&to_date=${TODAY}`;
  it.each([
    ['journal', 'csv'],
    ['journal', 'xlsx'],
    ['general_ledger', 'xlsx'],
    ['balance', 'xlsx'],
    ['inventory_valuation', 'xlsx'],
    ['trial_balance', 'xlsx'],
  ])('the %s %s is written by the thread, the same file as inline', async (code, type) => {
    const url = `/api/reports/${code}/?${Y}&type=${type}`;
    const run = vi.spyOn(thread, 'run');
    const res = await t.app.inject({ method: 'GET', url, headers: u.auth });
    expect(run).toHaveBeenCalledExactlyOnceWith(
      'report',
      u.id,
      expect.objectContaining({ req: expect.objectContaining({ code, format: type }) }),
    );
    run.mockRestore();
    const again = await inline.app.inject({ method: 'GET', url, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(again.headers['content-disposition']);
    if (type === 'csv') {
      expect(res.body).toBe(again.body);
      expect(res.body.split('\n').length).toBeGreaterThan(SALES);
    } else expect((await download(t, url)).cells).toEqual((await download(inline, url)).cells);
  });

  it("a report's refusal from the thread answers as inline (another shop's product: 404)", async () => {
    const other = await createUser(t);
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: other.auth,
      payload: { category: 'SERVICIO', name: 'Domicilio', sale_value: 5000 },
    });
    const url = `/api/reports/inventory/?${Y}&type=pdf&product_id=${(item.json() as { id: number }).id}`;
    const run = vi.spyOn(thread, 'run');
    const res = await t.app.inject({ method: 'GET', url, headers: u.auth });
    expect(run).toHaveBeenCalledOnce();
    run.mockRestore();
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'No encontrado.' }]);
  });

  it('keeps serving whole files after a client leaves in the middle of one', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/incomes/export/', headers: u.auth },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            req.destroy(); // the client leaves after the first chunk
            resolve(chunk.length);
          });
        },
      );
      req.on('error', (err) => {
        if (!req.destroyed) reject(err);
      });
      req.end();
    });
    expect(received).toBeGreaterThan(0);
    const again = await download(t, '/api/incomes/export/');
    expect(again.cells.length).toBeGreaterThan(SALES);
  });
});

describe('a download thread that cannot start', () => {
  it('is never ready, says why, and the downloads are written inline', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1: the thread's first query fails and the thread ends.
    const broken = startDownloadThread(DOWNLOAD_WORKER, 'postgres://postgres@127.0.0.1:1/none', {
      error: (obj) => void errors.push(obj),
    });
    await expect(broken.whenReady()).rejects.toThrow(/download thread ended/);
    // Asked again after it ended: the same answer, not a wait for ever.
    await expect(broken.whenReady()).rejects.toThrow(/download thread ended/);
    expect(broken.ready()).toBe(false);
    expect(errors).toHaveLength(1);
    const app = await createTestApp({ now: `${TODAY}T15:00:00Z` });
    try {
      app.deps.downloadThread = broken;
      const run = vi.spyOn(broken, 'run');
      const user = await createUser(app);
      const res = await app.app.inject({ method: 'GET', url: '/api/incomes/export/', headers: user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('Mis%20Ingresos');
      expect(run).not.toHaveBeenCalled();
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe("the reports' files go to the download thread (issue 24)", () => {
  it('hands the whole file to the thread: the server answers /api/health while it is written', async () => {
    const app = await createTestApp({ now: `${TODAY}T15:00:00Z` });
    try {
      const user = await createUser(app);
      // A thread under the test's control: ready, and it answers a report only when told.
      let answer: (file: { name: string; type: string; body: Readable }) => void = () => {};
      const asked: unknown[][] = [];
      app.deps.downloadThread = {
        ready: () => true,
        whenReady: async () => {},
        run: (...a: unknown[]) => {
          asked.push(a);
          return new Promise((resolve) => (answer = resolve));
        },
        close: async () => {},
      };
      const codes = ['journal', 'general_ledger', 'balance', 'results', 'inventory_valuation', 'expenses'];
      for (const [code, type] of [...codes.map((c) => [c, 'xlsx']), ['journal', 'csv'], ['balance', 'pdf']]) {
        asked.length = 0;
        const url = `/api/reports/${code}/?from_date=2026-01-01&to_date=${TODAY}&type=${type}`;
        const download = app.app.inject({ method: 'GET', url, headers: user.auth });
        await vi.waitFor(() => expect(asked).toHaveLength(1));
        expect(asked[0]?.slice(0, 2)).toEqual(['report', user.id]);
        expect(asked[0]?.[2]).toMatchObject({ req: { code, format: type }, now: `${TODAY}T15:00:00.000Z` });
        // The file is still being written on the thread: the event loop answers meanwhile.
        const health = await app.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        answer({ name: `${code}.${type}`, type: 'text/plain', body: Readable.from([Buffer.from('bytes')]) });
        const res = await download;
        expect([res.statusCode, res.body]).toEqual([200, 'bytes']);
      }
      // JSON is not a download: answered by the server itself.
      asked.length = 0;
      const json = await app.app.inject({
        method: 'GET',
        url: `/api/reports/balance/?from_date=2026-01-01&to_date=${TODAY}`,
        headers: user.auth,
      });
      expect(json.statusCode).toBe(200);
      expect(asked).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
