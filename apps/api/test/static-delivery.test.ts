import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

// A built SPA as Vite leaves it: hashed files under assets/ with their .br copies next to them.
const webDist = mkdtempSync(path.join(tmpdir(), 'cc-web-'));
const html = `<!doctype html><html><body>${'<div>Cuentas Claras</div>'.repeat(200)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), html);
writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(html));
writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
});
afterAll(() => t.close());

describe('delivery of the SPA and the API', () => {
  it('serves hashed assets precompressed and cacheable for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('revalidates index.html so a new release is seen at once, also on client-side routes', async () => {
    for (const url of ['/', '/login']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('still serves plain files to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('compresses large API answers', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.openapi).toBeDefined();
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);
  });
});
