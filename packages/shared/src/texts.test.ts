import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MSG,
  EXPENSE_MSG,
  FINANCIAL_MSG,
  formatCOP,
  INCOME_MSG,
  INVENTORY_MSG,
  SHOPPING_MSG,
} from './index.ts';

describe('Spanish texts are written once', () => {
  it('gives the three kinds of document the same rule texts', () => {
    for (const msg of [INCOME_MSG, SHOPPING_MSG, EXPENSE_MSG]) {
      expect(msg.futureDate).toBe('La fecha no puede ser posterior a hoy.');
      expect(msg.paymentVoided).toBe(DOCUMENT_MSG.paymentVoided);
      expect(msg.paymentTooHigh(12_500)).toBe(
        `El valor del abono no puede superar el saldo pendiente (${formatCOP(12_500)}).`,
      );
    }
    expect(FINANCIAL_MSG.payments.paymentTooHigh).toBe(DOCUMENT_MSG.paymentTooHigh);
    expect(INVENTORY_MSG.futureDate).toBe(DOCUMENT_MSG.futureDate);
  });

  it('keeps the exact spec wording where the kinds differ', () => {
    expect(INCOME_MSG.alert.date).toBe('Debe seleccionar la fecha');
    expect(EXPENSE_MSG.alert.date).toBe('Debe indicar la fecha');
    expect(EXPENSE_MSG.alert.paymentDate).toBe(INCOME_MSG.alert.date);
    expect(FINANCIAL_MSG.budgets.updatedExpense).toBe(FINANCIAL_MSG.budgets.updatedIncome);
  });
});
