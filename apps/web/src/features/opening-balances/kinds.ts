import type { FinancialType } from '@cc/shared';
import { OPENING_TEXT } from './messages.ts';

const T = OPENING_TEXT.totals;

/**
 * The two kinds of opening balance that take abonos (docs/accounting.md §Collecting and paying opening balances): the receivable of the initial
 * assets, collected from Mis ingresos, and the initial liabilities, paid from Mis gastos. Like
 * the onboarding config, everything that tells the twin screens apart lives here.
 */
export type OpeningKind = 'receivable' | 'liability';

export type OpeningKindConfig = {
  type: FinancialType;
  /** The credit list where its row shows (and where the detail's back link goes). */
  listPath: string;
  detailPath: (id: number) => string;
  newPaymentPath: (id: number) => string;
  editPaymentPath: (id: number, paymentId: number) => string;
  /** The captions of the three totals of the detail. */
  totals: { value: string; paid: string; balance: string };
};

export const OPENING_KINDS: Record<OpeningKind, OpeningKindConfig> = {
  receivable: {
    type: 'ACTIVOS',
    listPath: '/income-detail/credit',
    detailPath: (id) => `/income-detail/opening/${id}`,
    newPaymentPath: (id) => `/income-form/opening_payment/${id}`,
    editPaymentPath: (id, paymentId) => `/income-form/edit_opening_payment/${id}/${paymentId}`,
    totals: { value: T.value, paid: T.paid, balance: T.receivable },
  },
  liability: {
    type: 'PASIVOS',
    listPath: '/expenses-detail/credit',
    detailPath: (id) => `/expenses-detail/opening/${id}`,
    newPaymentPath: (id) => `/expenses-form/opening_payment/${id}`,
    editPaymentPath: (id, paymentId) => `/expenses-form/edit_opening_payment/${id}/${paymentId}`,
    totals: { value: T.value, paid: T.paid, balance: T.liability },
  },
};

/** The kind whose screens show a record of this type. */
export const kindOfType = (type: FinancialType): OpeningKind =>
  type === 'ACTIVOS' ? 'receivable' : 'liability';
