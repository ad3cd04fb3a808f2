import type { PaymentMethod } from '@cc/shared';

/** How a payment method reads on screen (cards, rows, selects). */
export const METHOD_LABELS: Record<PaymentMethod, string> = { EFECTIVO: 'Efectivo', BANCO: 'Banco' };
