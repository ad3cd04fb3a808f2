import { describe, expect, it } from 'vitest';
import {
  documentListPage,
  formatCOP,
  padNumber,
  paymentReference,
  ZIncomeListItem,
  ZInventoryLog,
  ZPublicInventoryItem,
  ZPublicProfile,
} from './index.ts';

// The API serialises with these schemas: what they leave out never reaches the browser.

const item = {
  id: 3,
  category: 'PRODUCTO COMPRADO',
  sku: 'A-1',
  name: 'Panela',
  description: '',
  is_active: true,
  image: null,
  stock: { is_initial: false, quantity: 4, cost_value: 1800, sale_value: 2500 },
};

describe('response shapes', () => {
  it('drop the cost value and the contact data from what the public catalogue answers', () => {
    expect(ZPublicInventoryItem.parse(item).stock).toEqual({
      is_initial: false,
      quantity: 4,
      sale_value: 2500,
    });
    const profile = { id: 1, tradename: 'Tienda', city: { id: 2, name: 'Cali' }, cellphone: '3001234567' };
    expect(ZPublicProfile.parse(profile)).toEqual({
      id: 1,
      tradename: 'Tienda',
      city: { id: 2, name: 'Cali' },
    });
  });

  it('refuse a value outside an enum instead of passing it on', () => {
    const log = {
      id: 1,
      created: '2026-03-01T10:00:00Z',
      fiel_change: 'Nombre',
      type_change: 'Actualización',
      inventory: { id: 3, name: 'Panela' },
      new_data: 'Panela',
      old_data: 'Panel',
      changed_by: 9,
    };
    expect(ZInventoryLog.parse(log).type_change).toBe('Actualización');
    expect(ZInventoryLog.safeParse({ ...log, type_change: 'Otro' }).success).toBe(false);
  });

  it('wrap a list page with its count and totals', () => {
    const row = {
      id: 5,
      number: 7,
      reference: paymentReference(7, 2),
      date: '2026-03-02',
      value: 1000,
      payment: 1000,
      payment_type: 'CREDITO',
      payment_method: 'BANCO',
      deleted: false,
      paid_out: false,
      is_payment: true,
      income_id: 4,
      client: { id: 1, name: 'Juan' },
    };
    const page = documentListPage(ZIncomeListItem).parse({
      results: [row],
      count: 1,
      totals: { value: 1000, pending: 0 },
    });
    expect(page.results[0]?.reference).toBe('0007-02');
    expect(documentListPage(ZIncomeListItem).safeParse({ results: [row], count: 1 }).success).toBe(false);
  });
});

describe('money texts', () => {
  it('pads document numbers and payment references', () => {
    expect(padNumber(7)).toBe('0007');
    expect(padNumber(12_345)).toBe('12345');
    expect(paymentReference(7, 2)).toBe('0007-02');
  });

  it('shows whole pesos with dots and no decimals', () => {
    expect(formatCOP(1_234_567)).toMatch(/^\$\s1\.234\.567$/);
    expect(formatCOP(0)).toMatch(/^\$\s0$/);
  });
});
