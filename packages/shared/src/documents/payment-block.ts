import type { z } from 'zod';
import type { PaymentMethod, PaymentType } from '../enums.ts';

export type PaymentBlock = {
  payment_type?: PaymentType | undefined;
  payment_method?: PaymentMethod | undefined;
  payment?: number | undefined;
};

/**
 * The payment block of a sale, purchase or expense (docs/product/2-inventory-income-purchases.md §5, docs/product/3-expenses-reports.md §5), in each kind's words:
 * a total over the bound is refused; money moving now (CONTADO, or a credit's initial payment)
 * needs its method; a credit's initial payment cannot pass the total.
 */
export function checkPaymentBlock(
  v: PaymentBlock,
  total: number | undefined,
  ctx: z.RefinementCtx,
  texts: {
    paymentMethod: string;
    initialPaymentTooHigh: string;
    totalTooLarge?: { max: number; message: string };
  },
): void {
  if (texts.totalTooLarge && total !== undefined && total > texts.totalTooLarge.max) {
    ctx.addIssue({ code: 'custom', path: ['details'], message: texts.totalTooLarge.message });
  }
  const moneyMoves = v.payment_type === 'CONTADO' || (v.payment ?? 0) > 0;
  if (v.payment_type && moneyMoves && !v.payment_method) {
    ctx.addIssue({ code: 'custom', path: ['payment_method'], message: texts.paymentMethod });
  }
  if (v.payment_type === 'CREDITO' && total !== undefined && (v.payment ?? 0) > total) {
    ctx.addIssue({ code: 'custom', path: ['payment'], message: texts.initialPaymentTooHigh });
  }
}
