import { SHOPPING_MSG, ZShoppingCreate } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { createPayload, initialValues, paymentAlert, stepAlert } from './values.ts';

const typed = (payment: string) => ({
  ...initialValues('credit'),
  payment,
  payment_method: 'EFECTIVO' as const,
});

describe('money typed in the purchase wizard', () => {
  it('goes to the server as typed, so "50.000" is refused with the field message instead of vanishing', () => {
    const payload = createPayload('credit', 'others', typed('50.000'));
    expect(payload.payment).toBe('50.000');
    expect(payload.payment_method).toBe('EFECTIVO');
    const parsed = ZShoppingCreate.safeParse(payload);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((i) => i.message === SHOPPING_MSG.valueInvalid)).toBe(true);
  });

  it('is flagged by the step and abono alerts', () => {
    expect(stepAlert(2, typed('50.000'), true)).toBe(SHOPPING_MSG.valueInvalid);
    expect(stepAlert(2, { ...typed('50000'), payment_method: '' }, true)).toBe(
      SHOPPING_MSG.alert.paymentMethod,
    );
    expect(stepAlert(2, typed(''), true)).toBeNull();
    expect(paymentAlert(typed(''))).toBe(SHOPPING_MSG.alert.paymentValue);
    expect(paymentAlert(typed('0'))).toBe(SHOPPING_MSG.alert.paymentValue);
    expect(paymentAlert(typed('5 000'))).toBe(SHOPPING_MSG.valueInvalid);
    expect(paymentAlert(typed('5000'))).toBeNull();
  });

  it('leaves out an empty initial payment and its method', () => {
    const payload = createPayload('credit', 'others', typed(''));
    expect(payload.payment).toBeUndefined();
    expect(payload.payment_method).toBeUndefined();
  });
});
