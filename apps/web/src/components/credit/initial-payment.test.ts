import { describe, expect, it } from 'vitest';
import { initialPaymentOf } from './initial-payment.ts';

const pay = (value: number, is_initial: boolean, deleted = false) => ({ value, is_initial, deleted });

describe("the credit edit form's 'Pago inicial'", () => {
  it('is the initial payment, not the initial payment plus the abonos', () => {
    expect(initialPaymentOf([pay(20_000, true), pay(30_000, false), pay(10_000, false)])).toBe(20_000);
  });

  it('is empty without one, or once it was voided', () => {
    expect(initialPaymentOf([pay(30_000, false)])).toBeNull();
    expect(initialPaymentOf([pay(20_000, true, true), pay(30_000, false)])).toBeNull();
    expect(initialPaymentOf([])).toBeNull();
  });
});
