import { PHONE_MSG } from '@cc/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink, verifyLink } from '../src/modules/share-links/signer.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem, salePayload } from './incomes-fixtures.ts';

// Issue 10 item 5: a signed, expiring link that opens one invoice PDF and nothing else.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlDays: 365 } });
  api = apiOf(t);
});
afterAll(() => t.close());

async function saleOf() {
  const u = await createUser(t, { tradename: 'Tienda La Esquina' });
  const item = await newItem(t, u, { name: 'Pan', cost_value: 500, sale_value: 1000, quantity: 20 });
  const res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload(TODAY, [{ inventory_id: item.id, quantity: 3, value: 1000 }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { u, sale: res.json() as { id: number } };
}
const pathOf = (url: string) => new URL(url).pathname;

describe('shared invoice links', () => {
  it('opens the PDF of that sale without a session, until it expires a week later', async () => {
    const { u, sale } = await saleOf();
    const res = await api(u, 'POST', `/api/incomes/${sale.id}/share-link/`);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/public\/invoices\/i\.\d+\.\d+\.\d+\.[\w-]{43}$/);
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);

    const pdf = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Factura 0001.pdf"/);
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    expect(text).toContain('Tienda La Esquina');

    t.clock.set(new Date(new Date(expires_at).getTime() + 1000).toISOString());
    const late = await t.app.inject({ method: 'GET', url: pathOf(url) });
    // Issue 30 item 5: the client reads a Spanish page naming the shop, not the API's JSON.
    expect(late.statusCode).toBe(410);
    expect(late.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(late.body).toContain('<html lang="es">');
    expect(late.body).toContain(PHONE_MSG.whatsapp.linkGoneTitle);
    expect(late.body).toContain(PHONE_MSG.whatsapp.linkGoneText('Tienda La Esquina'));
    expect(late.body).not.toContain('{"detail"');
    t.clock.set('2026-01-15T17:00:00Z');
  });

  it('a changed token opens nothing: another id, another user, a forged signature', async () => {
    const { u, sale } = await saleOf();
    const { url } = (await api(u, 'POST', `/api/incomes/${sale.id}/share-link/`)).json();
    const token = pathOf(url).split('/').pop() ?? '';
    const [, user, id, exp, sig] = token.split('.');
    const tries = [
      `i.${user}.${Number(id) + 1}.${exp}.${sig}`,
      `i.${Number(user) + 1}.${id}.${exp}.${sig}`,
      `i.${user}.${id}.${Number(exp) + 999999}.${sig}`,
      `i.${user}.${id}.${exp}.${signLink('another-key', { kind: 'invoice', user: 1, id: 1, exp: 1 }).split('.').pop()}`,
      'nada',
      `${token}x`,
    ];
    for (const bad of tries) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/invoices/${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(404);
      // A token not of ours names no shop.
      expect(res.headers['content-type'], bad).toBe('text/html; charset=utf-8');
      expect(res.body, bad).toContain(PHONE_MSG.whatsapp.linkInvalidText);
      expect(res.body, bad).not.toContain('Tienda La Esquina');
    }
  });

  it("another user's sale answers 404; a sale voided after sharing answers the shop's page", async () => {
    const { u, sale } = await saleOf();
    const other = await createUser(t);
    expect((await api(other, 'POST', `/api/incomes/${sale.id}/share-link/`)).statusCode).toBe(404);
    const { url } = (await api(u, 'POST', `/api/incomes/${sale.id}/share-link/`)).json();
    expect((await api(u, 'DELETE', `/api/incomes/${sale.id}/`)).statusCode).toBe(204);
    const voided = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(voided.statusCode).toBe(410);
    expect(voided.body).toContain(PHONE_MSG.whatsapp.linkGoneText('Tienda La Esquina'));
    expect((await api(u, 'POST', `/api/incomes/${sale.id}/share-link/`)).statusCode).toBe(404);
  });

  it('verifies only its own signatures (property of the signer)', () => {
    const claim = { kind: 'invoice' as const, user: 7, id: 42, exp: 2_000_000_000 };
    const token = signLink('k1', claim);
    expect(verifyLink('k1', token, 1_900_000_000)).toEqual(claim);
    expect(verifyLink('k2', token, 1_900_000_000)).toBeNull();
    expect(verifyLink('k1', token, 2_000_000_000)).toBeNull();
  });
});
