import { type InventoryDetail, SHOPPING_MSG, ZShoppingCreate } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { wizardAlert } from '../../../components/document/wizard-alerts.ts';
import { SHOPPING_WIZARD } from '../wizard.tsx';
import type { FormMode } from './mode.ts';
import { createPayload, initialValues, lastPrices, type ShoppingFormValues } from './values.ts';

const typed = (payment: string) => ({
  ...initialValues('credit'),
  payment,
  payment_method: 'EFECTIVO' as const,
});

const CREATE: FormMode = { kind: 'create', doc: 'credit', category: 'others' };
const PAYMENT: FormMode = { kind: 'payment', category: 'others', id: 1 };
const alertFor = (mode: FormMode, v: ShoppingFormValues, step: number) =>
  wizardAlert(SHOPPING_WIZARD, mode, SHOPPING_WIZARD.steps(mode), v, step);
/** Lines and provider filled in, so only the payment step's own alert is left. */
const filled = (v: ShoppingFormValues): ShoppingFormValues => ({
  ...v,
  lines: [{ key: 'a', inventory_id: null, name: 'Escoba', quantity: 1, value: 90_000, sale_value: 0 }],
  provider: { ...v.provider, name: 'Ferretería', doc_type: '13', doc_number: '800456' },
});
const stepAlert = (v: ShoppingFormValues) => alertFor(CREATE, filled(v), 2);
const paymentAlert = (v: ShoppingFormValues) => alertFor(PAYMENT, v, 0);

describe('the purchase wizard steps', () => {
  it('stop on the step that owns the first issue', () => {
    const empty = initialValues('credit');
    expect(alertFor(CREATE, empty, 0)).toBe(SHOPPING_MSG.alert.noLines);
    expect(alertFor(CREATE, { ...filled(empty), provider: empty.provider }, 1)).toBe(
      SHOPPING_MSG.alert.providerName,
    );
    expect(alertFor(CREATE, filled(empty), 0)).toBeNull();
    expect(alertFor(CREATE, filled(empty), 1)).toBeNull();
  });
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

  it('is flagged by the step and abono alerts, with the texts of the shared schema', () => {
    expect(stepAlert(typed('50.000'))).toBe(SHOPPING_MSG.valueInvalid);
    expect(stepAlert({ ...typed('50000'), payment_method: '' })).toBe(SHOPPING_MSG.alert.paymentMethod);
    expect(stepAlert(typed(''))).toBeNull();
    expect(paymentAlert(typed(''))).toBe(SHOPPING_MSG.alert.paymentValue);
    expect(paymentAlert(typed('0'))).toBe(SHOPPING_MSG.alert.paymentValue);
    expect(paymentAlert(typed('5 000'))).toBe(SHOPPING_MSG.valueInvalid);
    expect(paymentAlert(typed('5000'))).toBeNull();
    // The abono form shows its method before its value: an empty form asks for the method first.
    expect(paymentAlert({ ...typed(''), payment_method: '' })).toBe(SHOPPING_MSG.alert.paymentMethod);
  });

  it('leaves out an empty initial payment and its method', () => {
    const payload = createPayload('credit', 'others', typed(''));
    expect(payload.payment).toBeUndefined();
    expect(payload.payment_method).toBeUndefined();
  });
});

describe('lastPrices (issue 30 item 5)', () => {
  const batch = (cost_value: number, sale_value: number, is_active = true) =>
    ({ cost_value, sale_value, is_active }) as InventoryDetail['stock'][number];
  it("takes the newest live batch's cost and sale price", () => {
    const item = {
      cost_value: 1000,
      sale_value: 1500,
      stock: [batch(9, 9, false), batch(2200, 3100), batch(2000, 3000)],
    };
    expect(lastPrices(item)).toEqual({ cost: '2200', sale: '3100' });
  });
  it("falls back to the item's own values, else leaves the fields empty", () => {
    expect(lastPrices({ cost_value: 1000, sale_value: 1500, stock: [] })).toEqual({
      cost: '1000',
      sale: '1500',
    });
    expect(lastPrices({ cost_value: null, sale_value: null, stock: [] })).toEqual({ cost: '', sale: '' });
  });
});
