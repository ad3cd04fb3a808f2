import { INCOME_MSG } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { emptyParty } from '../../components/document/party.ts';
import { firstAlert, wizardAlert } from '../../components/document/wizard-alerts.ts';
import { titleOf } from '../../components/document/wizard-mode.ts';
import { todayIso } from '../../lib/format.ts';
import type { FormMode } from './form/mode.ts';
import { type IncomeFormValues, initialValues } from './form/values.ts';
import { INCOME_WIZARD as W } from './wizard.tsx';

const CREATE: FormMode = { kind: 'create', doc: 'credit' };
const PAYMENT: FormMode = { kind: 'payment', id: 3 };
const alertAt = (mode: FormMode, v: IncomeFormValues, step: number) =>
  wizardAlert(W, mode, W.steps(mode), v, step);

const line = {
  inventory_id: 1,
  name: 'Arroz',
  category: 'PRODUCTO COMPRADO',
  stock: 4,
  quantity: 2,
  value: 3000,
  saved: 0,
} as const;
const client = { ...emptyParty, name: 'Juan Pérez', doc_type: '13', doc_number: '1020' };
const filled: IncomeFormValues = { ...initialValues(CREATE), lines: [line], client };

describe('the sale wizard configuration', () => {
  it('titles each mode', () => {
    expect(titleOf(W.titles, { kind: 'create', doc: 'cash' }, '')).toBe('Nuevo ingreso en efectivo');
    expect(titleOf(W.titles, { kind: 'edit', doc: 'bank', id: 7 }, '0007')).toBe('Editar ingreso 0007');
    expect(titleOf(W.titles, PAYMENT, '')).toBe('Nuevo abono');
    expect(titleOf(W.titles, { kind: 'edit_payment', id: 7, paymentId: 2 }, '0007-02')).toBe(
      'Editar abono 0007-02',
    );
  });

  it('has three steps for a sale, one for an abono, and asks about $ 0 only where lines change', () => {
    expect(W.steps(CREATE).map((s) => s.label)).toEqual([
      'Productos y servicios',
      'Información del cliente',
      'Información de facturación',
    ]);
    expect(W.steps(PAYMENT)).toHaveLength(1);
    expect(W.steps(CREATE)[0]?.zeroNames?.({ ...filled, lines: [{ ...line, value: 0 }] })).toEqual(['Arroz']);
    expect(W.steps({ kind: 'edit', doc: 'credit', id: 1 })[0]?.zeroNames).toBeUndefined();
  });

  it('stops each step on its own field, with the shared schema text', () => {
    const empty = initialValues(CREATE);
    expect(alertAt(CREATE, empty, 0)).toBe(INCOME_MSG.alert.noLines);
    // The client's issue is not the products step's.
    expect(alertAt(CREATE, { ...empty, lines: [line] }, 0)).toBeNull();
    expect(alertAt(CREATE, { ...empty, lines: [line] }, 1)).toBe(INCOME_MSG.alert.clientName);
    expect(alertAt(CREATE, filled, 2)).toBeNull();
    const tomorrow = new Date(Date.parse(`${todayIso()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(alertAt(CREATE, { ...filled, date: tomorrow }, 1)).toBeNull();
    expect(alertAt(CREATE, { ...filled, date: tomorrow }, 2)).toBe(INCOME_MSG.futureDate);
    expect(firstAlert(W, CREATE, W.steps(CREATE), { ...empty, lines: [line] })).toEqual({
      step: 1,
      text: INCOME_MSG.alert.clientName,
    });
  });

  it("checks an abono's fields in its schema's order: the value, then the method", () => {
    const abono = { ...initialValues(PAYMENT), payment_method: '' as const };
    expect(alertAt(PAYMENT, abono, 0)).toBe(INCOME_MSG.alert.paymentValue);
    expect(alertAt(PAYMENT, { ...abono, payment: 5000 }, 0)).toBe(INCOME_MSG.alert.paymentMethod);
    expect(alertAt(PAYMENT, { ...abono, payment: 5000, payment_method: 'BANCO' }, 0)).toBeNull();
  });
});
