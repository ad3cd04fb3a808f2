import { SUBSCRIPTION_MSG } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { type Bought, buyPlan, recordRow, transactionRows } from './helpers/wompi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-15T15:00:00Z' });
});
afterAll(() => t.close());

/** What the browser does with `checkout`: a GET form → the page's query string. */
const checkoutPath = (bought: Bought, override: Record<string, string> = {}) => {
  const url = new URL(bought.checkout.url);
  return `${url.pathname}?${new URLSearchParams({ ...bought.checkout.fields, ...override })}`;
};

/** Reads the hidden inputs and the buttons of the page, as a browser would submit them. */
function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
    fields[decode(m[1] ?? '')] = decode(m[2] ?? '');
  }
  return fields;
}

const submit = (fields: Record<string, string>, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/wompi/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, decision }).toString(),
  });

describe('Wompi simulator', () => {
  it('shows the signed checkout: amount, reference, email and the two buttons, without scripts', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 2);
    const page = await t.app.inject({ method: 'GET', url: checkoutPath(bought) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('Simulador de pagos Wompi');
    expect(html).toMatch(/\$\s160\.000/);
    expect(html).toContain(bought.checkout.fields.reference);
    expect(html).toContain(u.email);
    expect(html).toContain('>Aprobar pago</button>');
    expect(html).toContain('>Rechazar pago</button>');
    expect(html).not.toContain('<script');
    expect(formOf(html)).toEqual(bought.checkout.fields);
  });

  it('refuses a checkout whose signature or amount was tampered with', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const badSignature = await t.app.inject({
      method: 'GET',
      url: checkoutPath(bought, { 'signature:integrity': 'a'.repeat(64) }),
    });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.body).toContain('La firma de integridad no es válida.');
    const cheaper = await t.app.inject({
      method: 'GET',
      url: checkoutPath(bought, { 'amount-in-cents': '100' }),
    });
    expect(cheaper.body).toContain('La firma de integridad no es válida.');
    const foreignRedirect = await t.app.inject({
      method: 'GET',
      url: checkoutPath(bought, { 'redirect-url': 'https://evil.example/' }),
    });
    expect(foreignRedirect.body).toContain('La URL de redirección no pertenece al comercio.');
    const missing = await t.app.inject({ method: 'GET', url: '/dev/wompi/checkout' });
    expect(missing.statusCode).toBe(400);

    // Posting tampered fields directly is refused the same way, and stores nothing.
    const post = await submit({ ...bought.checkout.fields, 'amount-in-cents': '100' }, 'APPROVED');
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain('La firma de integridad no es válida.');
    expect(await transactionRows(t, bought.checkout.fields.reference)).toEqual([]);
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
  });

  it('approve: signed event, redirect with ?id&env=test, then the activation call succeeds', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const page = await t.app.inject({ method: 'GET', url: checkoutPath(bought) });
    const res = await submit(formOf(page.body), 'APPROVED');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(
      `${t.deps.config.publicUrl}/subscription-validated`,
    );
    const id = location.searchParams.get('id') ?? '';
    expect(id).toMatch(/^\d+-\d+-\d+$/);
    expect(location.searchParams.get('env')).toBe('test');
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(true);

    // The /subscription-validated page: activation call with the redirect's id, then the status.
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions_billing/${bought.id}/`,
      headers: u.auth,
      payload: { transaction_id: id },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      id: bought.id,
      subscription_active: true,
      subscription_name: 'Plan Mensual',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions_billing/validated-user',
      headers: u.auth,
    });
    expect(status.json()).toEqual({
      is_active: true,
      subscription: { id: bought.id, name: 'Plan Mensual', final_date: '2026-02-15', amount: 30_000 },
    });
    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions_billing/validated/',
      headers: u.auth,
    });
    expect(payments.json()).toEqual([
      {
        sent_at: '2026-01-15T15:00:00.000Z',
        reference: bought.checkout.fields.reference,
        status: 'APPROVED',
        amount_in_cents: 3_000_000,
        transaction_id: id,
      },
    ]);
  });

  it('decline: the record stays inactive and the activation call is refused', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const page = await t.app.inject({ method: 'GET', url: checkoutPath(bought) });
    const res = await submit(formOf(page.body), 'DECLINED');
    expect(res.statusCode).toBe(302);
    const id = new URL(String(res.headers.location)).searchParams.get('id') ?? '';
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions_billing/${bought.id}/`,
      headers: u.auth,
      payload: { transaction_id: id },
    });
    expect(activated.statusCode).toBe(400);
    expect(activated.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] });
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions_billing/validated/',
      headers: u.auth,
    });
    expect(payments.json()).toMatchObject([{ status: 'DECLINED', transaction_id: id }]);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions_billing/validated-user',
      headers: u.auth,
    });
    expect(status.json()).toEqual({ is_active: false, subscription: null });
  });

  it('refuses an unknown decision', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const res = await submit(bought.checkout.fields, 'MAYBE');
    expect(res.statusCode).toBe(400);
    expect(await transactionRows(t, bought.checkout.fields.reference)).toEqual([]);
  });
});
