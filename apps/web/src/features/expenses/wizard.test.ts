import { EXPENSE_MSG } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { wizardAlert } from '../../components/document/wizard-alerts.ts';
import { titleOf } from '../../components/document/wizard-mode.ts';
import { type FormMode, parseMode } from './form/mode.ts';
import { type ExpenseFormValues, emptyPayment, emptyValues } from './form/values.ts';
import { EXPENSE_WIZARD as W } from './wizard.tsx';

const CREATE: FormMode = { kind: 'create', doc: 'credit' };
const alertAt = (mode: FormMode, v: ExpenseFormValues, step: number) =>
  wizardAlert(W, mode, W.steps(mode), v, step);

describe('the expense wizard configuration', () => {
  it('titles each mode and leaves to the list, the credit or the notifications', () => {
    expect(titleOf(W.titles, { kind: 'edit', doc: 'bank', id: 4 }, '0004')).toBe('Editar gasto en banco');
    expect(titleOf(W.titles, { kind: 'edit_payment', id: 4, paymentId: 1 }, '0004-01')).toBe(
      'Editar abono 0004-01',
    );
    expect(W.exit(CREATE)).toBe('/expenses-detail/credit');
    expect(W.exit({ kind: 'payment', id: 4 })).toBe('/expenses-detail/credit/4');
    const accepting = parseMode(
      'bank',
      undefined,
      undefined,
      new URLSearchParams('reminder=3&expense=8&date=2026-10-05'),
    );
    expect(accepting).toEqual({
      kind: 'create',
      doc: 'bank',
      reminder: { id: 3, expense: 8, date: '2026-10-05' },
    });
    expect(accepting && W.exit(accepting)).toBe('/notifications');
    expect(accepting && W.sourceId?.(accepting)).toBe(8);
  });

  it('stops the expense step on its fields and the payment step on the initial payment', () => {
    const empty = emptyValues('credit');
    expect(alertAt(CREATE, empty, 0)).toBe(EXPENSE_MSG.alert.description);
    const typed = { ...empty, description: 'Energía', category_id: '12', value: '120000' };
    expect(alertAt(CREATE, typed, 0)).toBeNull();
    expect(alertAt(CREATE, { ...typed, payment: '20000' }, 1)).toBe(EXPENSE_MSG.alert.paymentMethod);
    expect(alertAt(CREATE, { ...typed, payment: '20000', payment_method: 'EFECTIVO' }, 1)).toBeNull();
  });

  it("checks an abono's value before its method", () => {
    const abono: FormMode = { kind: 'payment', id: 4 };
    expect(W.steps(abono)).toHaveLength(1);
    expect(alertAt(abono, emptyPayment(), 0)).toBe(EXPENSE_MSG.alert.paymentValue);
    // Issue 30 item 7: a new abono comes with its method chosen; cleared, it is asked for.
    expect(emptyPayment().payment_method).toBe('EFECTIVO');
    expect(alertAt(abono, { ...emptyPayment(), value: '5000' }, 0)).toBeNull();
    expect(alertAt(abono, { ...emptyPayment(), value: '5000', payment_method: null }, 0)).toBe(
      EXPENSE_MSG.alert.paymentMethod,
    );
  });

  it('gives a cash or bank expense one step, its fixed payment under the expense (issue 30 item 7)', () => {
    const cash: FormMode = { kind: 'create', doc: 'cash' };
    expect(W.steps(cash)).toHaveLength(1);
    expect(W.steps({ kind: 'edit', doc: 'bank', id: 4 })).toHaveLength(1);
    expect(W.steps(CREATE)).toHaveLength(2);
    expect(alertAt(cash, emptyValues('cash'), 0)).toBe(EXPENSE_MSG.alert.description);
    const typed = { ...emptyValues('cash'), description: 'Arriendo', category_id: '12', value: '500000' };
    expect(alertAt(cash, typed, 0)).toBeNull();
  });
});
