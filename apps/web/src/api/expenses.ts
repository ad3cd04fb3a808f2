import {
  type DocumentListPage,
  EXPENSE_MSG,
  type ExpenseDetail,
  type ExpenseListItem,
  type ExpensePayment,
  type ExpenseSummary,
  type FinancialCategory,
  LIST_PAGE_SIZE,
  type PaymentMethod,
  type PaymentType,
  type TExpenseCreate,
  type TExpensePaymentCreate,
  type TExpensePaymentUpdate,
  type TExpenseUpdate,
} from '@cc/shared';
import { downloadFile, http, IDEMPOTENT } from './client.ts';

/** Filters of GET /api/expenses/ (docs/api.md §List items). */
export type ExpenseListFilters = {
  payment_type: PaymentType;
  payment_method?: PaymentMethod;
  /** With a method: also the abonos paid by it, as is_payment rows. */
  payment?: boolean;
};

/** Expenses, their abonos and the export (docs/product/3-expenses-reports.md §7 'Expenses'). Calls never throw: see client.ts. */
export const expensesApi = {
  summary: () => http.get<ExpenseSummary>('/api/expenses/', { query: { summary: true } }),
  /** One page of the list and the totals of the whole filter (ADR 025). */
  list: (filters: ExpenseListFilters, after: string | null = null) =>
    http.get<DocumentListPage<ExpenseListItem>>('/api/expenses/', {
      query: { ...filters, totals: true, limit: LIST_PAGE_SIZE, ...(after ? { after } : {}) },
    }),
  get: (id: number) => http.get<ExpenseDetail>(`/api/expenses/${id}/`),
  create: (body: TExpenseCreate) => http.post<ExpenseDetail>('/api/expenses/', body, IDEMPOTENT),
  update: (id: number, body: TExpenseUpdate) => http.patch<ExpenseDetail>(`/api/expenses/${id}/`, body),
  /** Logical delete ('Anulado'); 204. */
  void: (id: number) => http.del(`/api/expenses/${id}/`),
  /** Saves 'Reporte - Mis Gastos.xlsx'. */
  exportXlsx: () => downloadFile('/api/expenses/export/', EXPENSE_MSG.exportFileName),
  /** The GASTO categories the expense form offers. */
  categories: () =>
    http.get<FinancialCategory[]>('/api/financial_categories/', { query: { my_expenses: true } }),

  payments: {
    create: (expenseId: number, body: TExpensePaymentCreate) =>
      http.post<ExpensePayment>(`/api/expenses/${expenseId}/payments/`, body, IDEMPOTENT),
    get: (expenseId: number, paymentId: number) =>
      http.get<ExpensePayment>(`/api/expenses/${expenseId}/payments/${paymentId}`),
    update: (expenseId: number, paymentId: number, body: TExpensePaymentUpdate) =>
      http.patch<ExpensePayment>(`/api/expenses/${expenseId}/payments/${paymentId}`, body),
    void: (expenseId: number, paymentId: number) =>
      http.del(`/api/expenses/${expenseId}/payments/${paymentId}`),
  },
};
