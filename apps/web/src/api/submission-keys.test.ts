import { describe, expect, it } from 'vitest';
import { startSubmission } from './submission-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sale = (quantity: number) => ({ date: '2026-01-15', details: [{ inventory_id: 7, quantity }] });

describe('one Idempotency-Key per form submission', () => {
  it('a second send while the first is on its way (double tap) repeats the key', () => {
    const first = startSubmission('POST', '/api/incomes/', sale(1));
    const second = startSubmission('POST', '/api/incomes/', sale(1));
    expect(first.key).toMatch(UUID);
    expect(second.key).toBe(first.key);
    first.settle(201);
    second.settle(201);
  });

  it.each([0, 500, 503, 409, 429])('after no definitive answer (%i) a retry repeats the key', (status) => {
    const first = startSubmission('POST', '/api/shoppings/', { n: status });
    first.settle(status);
    const retry = startSubmission('POST', '/api/shoppings/', { n: status });
    expect(retry.key).toBe(first.key);
    retry.settle(201);
  });

  it.each([201, 400, 404])('after a definitive answer (%i) sending again is a new submission', (status) => {
    const first = startSubmission('POST', '/api/expenses/', { n: status });
    first.settle(status);
    const next = startSubmission('POST', '/api/expenses/', { n: status });
    expect(next.key).not.toBe(first.key);
    next.settle(201);
  });

  it('another body or another call is another submission', () => {
    const a = startSubmission('POST', '/api/incomes/', sale(1));
    const b = startSubmission('POST', '/api/incomes/', sale(2));
    const c = startSubmission('POST', '/api/incomes/9/payments/', sale(1));
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
    for (const s of [a, b, c]) s.settle(201);
  });

  it('a multipart body is told apart by its fields and its file', () => {
    const form = (fileBody: string) => {
      const f = new FormData();
      f.append('name', 'Pan de yuca');
      f.append('inventory_image', new File([fileBody], 'pan.png', { type: 'image/png', lastModified: 1 }));
      return f;
    };
    const a = startSubmission('POST', '/api/inventories/', form('abc'));
    const same = startSubmission('POST', '/api/inventories/', form('abc'));
    const bigger = startSubmission('POST', '/api/inventories/', form('abcd'));
    expect(same.key).toBe(a.key);
    expect(bigger.key).not.toBe(a.key);
    for (const s of [a, same, bigger]) s.settle(201);
  });
});
