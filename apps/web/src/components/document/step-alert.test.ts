import { INCOME_MSG, ZPaymentCreate } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { stepAlert, stepByPath } from './step-alert.ts';

const A = INCOME_MSG.alert;
// An abono's fields spread over two steps, to see which step owns which issue.
const stepOf = stepByPath({ date: 0 }, 1);
const empty = ZPaymentCreate.safeParse({ date: '', value: '', payment_method: '', observations: '' });

describe('a wizard step alert from the shared schema', () => {
  it("gives the first issue of the asked step's fields only", () => {
    expect(stepAlert(empty, stepOf, 0)).toBe(A.date);
    expect(stepAlert(empty, stepOf, 1)).toBe(A.paymentValue);
  });

  it('on a one-step form follows the order the fields are shown', () => {
    expect(stepAlert(empty, stepOf, null)).toBe(A.date);
    expect(stepAlert(empty, stepOf, null, ['payment_method', 'value'])).toBe(A.paymentMethod);
  });

  it('is null when the payload parses', () => {
    const ok = ZPaymentCreate.safeParse({
      date: '2026-01-05',
      value: 5000,
      payment_method: 'EFECTIVO',
      observations: '',
    });
    expect(stepAlert(ok, stepOf, 1)).toBeNull();
  });
});
