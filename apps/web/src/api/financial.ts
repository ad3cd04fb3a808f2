import type {
  BudgetList,
  BudgetRecord,
  FinancialCategory,
  FinancialInfoDetail,
  FinancialInfoList,
  FinancialInfoPayment,
  FinancialInfoRecord,
  FinancialMov,
  FinancialType,
  InitialInfoClosed,
  InitialSummary,
  TBudgetCreate,
  TBudgetUpdate,
  TFinancialInfoCreate,
  TFinancialInfoUpdate,
  TPaymentCreate,
  TPaymentUpdate,
} from '@cc/shared';
import { http, IDEMPOTENT } from './client.ts';

/**
 * Which categories a form lists (docs/product/1-account.md §7, docs/api.md §Shapes): the opening asset or liability
 * categories, or the income or expense budget categories.
 */
export type CategoryGroup = FinancialType | FinancialMov;

const CATEGORY_QUERY: Record<CategoryGroup, Record<string, string>> = {
  ACTIVOS: { applies_to: 'ACTIVOS' },
  PASIVOS: { applies_to: 'PASIVOS' },
  INGRESO: { budget_income: 'true' },
  GASTO: { budget_expenses: 'true' },
};

/** Initial information: categories, assets and liabilities, budgets, the summary and its close. */
export const financialApi = {
  categories: (group: CategoryGroup) =>
    http.get<FinancialCategory[]>('/api/financial_categories/', { query: CATEGORY_QUERY[group] }),

  listInfo: (type: FinancialType) => http.get<FinancialInfoList>('/api/financial_info/', { query: { type } }),
  /** The record with its abonos (an opening receivable or liability). */
  getInfo: (id: number) => http.get<FinancialInfoDetail>(`/api/financial_info/${id}/`),
  createInfo: (body: TFinancialInfoCreate) => http.post<FinancialInfoRecord>('/api/financial_info/', body),
  updateInfo: (id: number, body: TFinancialInfoUpdate) =>
    http.patch<FinancialInfoRecord>(`/api/financial_info/${id}/`, body),
  deleteInfo: (id: number) => http.del(`/api/financial_info/${id}/`),

  /** Abonos on an opening receivable or liability (docs/accounting.md §Collecting and paying opening balances), shaped like the other abonos. */
  payments: {
    create: (id: number, body: TPaymentCreate) =>
      http.post<FinancialInfoPayment>(`/api/financial_info/${id}/payments/`, body, IDEMPOTENT),
    get: (id: number, paymentId: number) =>
      http.get<FinancialInfoPayment>(`/api/financial_info/${id}/payments/${paymentId}`),
    update: (id: number, paymentId: number, body: TPaymentUpdate) =>
      http.patch<FinancialInfoPayment>(`/api/financial_info/${id}/payments/${paymentId}`, body),
    void: (id: number, paymentId: number) => http.del(`/api/financial_info/${id}/payments/${paymentId}`),
  },

  listBudgets: (type: FinancialMov) => http.get<BudgetList>('/api/budgets/', { query: { type } }),
  getBudget: (id: number) => http.get<BudgetRecord>(`/api/budgets/${id}/`),
  createBudget: (body: TBudgetCreate) => http.post<BudgetRecord>('/api/budgets/', body),
  updateBudget: (id: number, body: TBudgetUpdate) => http.patch<BudgetRecord>(`/api/budgets/${id}/`, body),
  deleteBudget: (id: number) => http.del(`/api/budgets/${id}/`),

  /** Opening balance (assets include the initial inventory) and the current month's budgets. */
  summary: () => http.get<InitialSummary>('/api/financial_info/summary/'),
  /** Closes the initial information: the opening balance becomes read-only (docs/api.md §Paths not shown in the specification). */
  close: () => http.post<InitialInfoClosed>('/api/financial_info/close/'),
};
