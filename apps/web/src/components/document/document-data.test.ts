import { describe, expect, it } from 'vitest';
import { documentPaths, KIND_PAYMENT, withPayment } from './document-data.ts';

describe('document module configuration', () => {
  it('gives each module the routes of docs/product/2-inventory-income-purchases.md §2 / docs/product/3-expenses-reports.md §2', () => {
    const p = documentPaths('expenses');
    expect(p.list('bank')).toBe('/expenses-detail/bank');
    expect(p.credit(7)).toBe('/expenses-detail/credit/7');
    expect(p.create('credit')).toBe('/expenses-form/credit');
    expect(p.edit('cash', 7)).toBe('/expenses-form/edit_cash/7');
    expect(p.payment(7)).toBe('/expenses-form/payment/7');
    expect(p.editPayment(7, 2)).toBe('/expenses-form/edit_payment/7/2');
  });

  it('lists cash and bank with their abonos, credits by type alone', () => {
    expect(KIND_PAYMENT.cash.filters).toEqual({
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
      payment: true,
    });
    expect(KIND_PAYMENT.bank.filters).toEqual({
      payment_type: 'CONTADO',
      payment_method: 'BANCO',
      payment: true,
    });
    expect(KIND_PAYMENT.credit.filters).toEqual({ payment_type: 'CREDITO' });
  });

  it("joins a module's texts with how each kind is paid", () => {
    const kinds = withPayment({ cash: { label: 'E' }, bank: { label: 'B' }, credit: { label: 'C' } });
    expect(kinds.bank).toEqual({ label: 'B', ...KIND_PAYMENT.bank });
    expect(kinds.credit.paymentMethod).toBeNull();
  });
});
