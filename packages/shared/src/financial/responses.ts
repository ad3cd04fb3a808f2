import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZPaymentBase } from '../documents/responses.ts';
import { CATEGORY_APPLIES_TO, FINANCIAL_MOVS, FINANCIAL_TYPES } from '../enums.ts';

// Response shapes of the initial information: the API serialises with them, the web reads their types.

/** GET /api/financial_categories/ item. */
export const ZFinancialCategory = z.object({
  id: z.number(),
  name: z.string(),
  applies_to: z.enum(CATEGORY_APPLIES_TO),
});
export type FinancialCategory = z.infer<typeof ZFinancialCategory>;

/**
 * An initial asset or liability. `takes_payments`: an opening receivable (Cuentas por cobrar) or
 * any liability — an open balance settled by abonos; `paid` is what its live abonos add up to,
 * `pending` = value − paid and `paid_out` says nothing is pending. Other assets have 0, 0, false.
 */
export const ZFinancialInfoRecord = z.object({
  id: z.number(),
  category: ZIdName,
  value: z.number(),
  financial_type: z.enum(FINANCIAL_TYPES),
  takes_payments: z.boolean(),
  paid: z.number(),
  pending: z.number(),
  paid_out: z.boolean(),
  /** A liability's due date ('YYYY-MM-DD'), null when not stated (always null on an asset). */
  due_date: z.string().nullable(),
  /** Who owes or is owed it, when named: the opening entry's line names them too. */
  third_party: z
    .object({ name: z.string(), doc_type: z.number(), doc_number: z.string(), dv: z.string().nullable() })
    .optional(),
});
export type FinancialInfoRecord = z.infer<typeof ZFinancialInfoRecord>;

/** An abono on an opening balance: the other abonos' shape ('SI-02' references; is_initial always false). */
export const ZFinancialInfoPayment = ZPaymentBase.extend({ financial_info_id: z.number() });
export type FinancialInfoPayment = z.infer<typeof ZFinancialInfoPayment>;

/** GET /api/financial_info/{id}/: the record and its abonos (voided ones included), oldest first. */
export const ZFinancialInfoDetail = ZFinancialInfoRecord.extend({ payments: z.array(ZFinancialInfoPayment) });
export type FinancialInfoDetail = z.infer<typeof ZFinancialInfoDetail>;

export const ZBudgetRecord = z.object({
  id: z.number(),
  /** Month, 'yyyy-MM'. */
  date: z.string(),
  category: ZIdName,
  value: z.number(),
  financial_mov: z.enum(FINANCIAL_MOVS),
});
export type BudgetRecord = z.infer<typeof ZBudgetRecord>;

/** GET /api/financial_info/summary/: opening balance and the current month's budgets. */
export const ZInitialSummary = z.object({
  assets: z.number(),
  liabilities: z.number(),
  patrimony: z.number(),
  budget_income: z.number(),
  budget_expense: z.number(),
});
export type InitialSummary = z.infer<typeof ZInitialSummary>;

/** GET /api/financial_info/?type=…: the records of one type. */
export const ZFinancialInfoList = z.object({ financial_info: z.array(ZFinancialInfoRecord) });
export type FinancialInfoList = z.infer<typeof ZFinancialInfoList>;

/** GET /api/budgets/?type=…: the budgets of one kind of movement. */
export const ZBudgetList = z.object({ budgets: z.array(ZBudgetRecord) });
export type BudgetList = z.infer<typeof ZBudgetList>;

/** POST /api/financial_info/close/: the initial information is closed from now on. */
export const ZInitialInfoClosed = z.object({ initial_info: z.literal(true) });
export type InitialInfoClosed = z.infer<typeof ZInitialInfoClosed>;
