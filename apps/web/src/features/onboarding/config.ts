import { FINANCIAL_MSG, type FinancialMov, type FinancialType } from '@cc/shared';
import { ONBOARDING_TEXT } from './messages.ts';

/** Result-modal texts of docs/product/1-account.md §8 for one form. */
export type ResultTexts = {
  created: { title: string; text: string };
  createFailed: { title: string; text: string };
  updated: { title: string; text: string };
  updateFailed: { title: string; text: string };
};

/** Everything that tells two twin screens apart (assets/liabilities, income/expense). */
type KindConfig = {
  listPath: string;
  createPath: string;
  editPath: (id: number) => string;
  listTitle: string;
  addLabel: string;
  createTitle: string;
  editTitle: string;
  createButton: string;
  tooltip: string;
  empty: string;
  texts: ResultTexts;
};

export type InfoKind = 'assets' | 'liabilities';
export type BudgetKind = 'income' | 'expense';

export type InfoKindConfig = KindConfig & {
  type: FinancialType;
  categoryLabel: string;
  /** Liabilities show their values in red (docs/product/1-account.md §2). */
  valueColor?: string;
};

export type BudgetKindConfig = KindConfig & { mov: FinancialMov };

const A = FINANCIAL_MSG.assets;
const L = FINANCIAL_MSG.liabilities;
const B = FINANCIAL_MSG.budgets;
const O = ONBOARDING_TEXT;

export const INFO_KINDS: Record<InfoKind, InfoKindConfig> = {
  assets: {
    type: 'ACTIVOS',
    listPath: '/initial-assets',
    createPath: '/initial-assets-form',
    editPath: (id) => `/edit-initial-assets-form/${id}`,
    ...O.assets,
    empty: A.empty,
    texts: A,
  },
  liabilities: {
    type: 'PASIVOS',
    listPath: '/initial-liabilities',
    createPath: '/initial-liabilities-form',
    editPath: (id) => `/edit-initial-liabilities-form/${id}`,
    ...O.liabilities,
    empty: L.empty,
    texts: L,
    valueColor: 'red.7',
  },
};

const budgetTexts = (created: string, updated: string): ResultTexts => ({
  created: { title: B.createdTitle, text: created },
  createFailed: { title: B.createFailedTitle, text: B.createFailed },
  updated: { title: B.updatedTitle, text: updated },
  updateFailed: { title: B.updateFailedTitle, text: B.updateFailed },
});

export const BUDGET_KINDS: Record<BudgetKind, BudgetKindConfig> = {
  income: {
    mov: 'INGRESO',
    listPath: '/initial-budget-income',
    createPath: '/initial-budget-income-form',
    editPath: (id) => `/edit-initial-budget-income-form/${id}`,
    ...O.incomeBudget,
    empty: B.emptyIncome,
    texts: budgetTexts(B.createdIncome, B.updatedIncome),
  },
  expense: {
    mov: 'GASTO',
    listPath: '/initial-budget-expense',
    createPath: '/initial-budget-expense-form',
    editPath: (id) => `/edit-initial-budget-expense-form/${id}`,
    ...O.expenseBudget,
    empty: B.emptyExpense,
    texts: budgetTexts(B.createdExpense, B.updatedExpense),
  },
};

export const SUMMARY_TOOLTIP = O.summaryTooltip;
