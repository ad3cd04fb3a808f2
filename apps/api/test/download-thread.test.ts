import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
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
