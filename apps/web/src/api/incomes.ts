import {
  type DocumentListPage,
  INCOME_MSG,
  type IncomeDetail,
  type IncomeListItem,
  type IncomePayment,
  type IncomeSummary,
  invoiceFileName,
  LIST_PAGE_SIZE,
  type PaymentMethod,
  type PaymentType,
  type SellableItem,
  type StockCheckResult,
  type TIncomeCreate,
  type TIncomeUpdate,
  type TPaymentCreate,
  type TPaymentUpdate,
  type TStockCheck,
} from '@cc/shared';
import { downloadFile, http, IDEMPOTENT } from './client.ts';

/** The root of the income queries' keys (features/income/queries.ts): a sale refreshes all under it. */
export const INCOMES_ROOT = 'incomes';
/**
 * The key of the items the sale form offers, under the incomes' root; here, below the features,
 * because an inventory write refreshes them too (features/inventory/mutations.ts).
 */
export const sellableKey = () => [INCOMES_ROOT, 'sellable'] as const;

/** Filters of GET /api/incomes/ (docs/api.md §List items). */
export type IncomeListFilters = {
  payment_type: PaymentType;
  payment_method?: PaymentMethod;
  /** With a method: also the abonos received by it, as is_payment rows. */
  payment?: boolean;
};

/** Sales income, its abonos and files (docs/product/2-inventory-income-purchases.md §7 'Income'). Calls never throw: see client.ts. */
export const incomesApi = {
  summary: () => http.get<IncomeSummary>('/api/incomes/', { query: { summary: true } }),
  /** One page of the list and the totals of the whole filter (ADR 025). */
  list: (filters: IncomeListFilters, after: string | null = null) =>
    http.get<DocumentListPage<IncomeListItem>>('/api/incomes/', {
      query: { ...filters, totals: true, limit: LIST_PAGE_SIZE, ...(after ? { after } : {}) },
    }),
  get: (id: number) => http.get<IncomeDetail>(`/api/incomes/${id}/`),
  create: (body: TIncomeCreate) => http.post<IncomeDetail>('/api/incomes/', body, IDEMPOTENT),
  update: (id: number, body: TIncomeUpdate) => http.patch<IncomeDetail>(`/api/incomes/${id}/`, body),
  /** Logical delete ('Anulado'); 204. */
  void: (id: number) => http.del(`/api/incomes/${id}/`),

  /** What the sale form offers. */
  sellable: () => http.get<SellableItem[]>('/api/incomes/inventories/'),
  /** FIFO preview of one line; 400 `{validations_errors: [...]}` when the stock is short. */
  stockCheck: (body: TStockCheck) => http.post<StockCheckResult>('/api/incomes/inventories/', body),

  /** Saves 'Reporte - Mis Ingresos.xlsx'. */
  exportXlsx: () => downloadFile('/api/incomes/export/', INCOME_MSG.exportFileName),
  /** Saves 'Factura 0007.pdf'. */
  invoicePdf: (id: number, documentNumber: number) =>
    downloadFile(`/api/incomes/${id}/pdf`, invoiceFileName(documentNumber)),

  payments: {
    create: (incomeId: number, body: TPaymentCreate) =>
      http.post<IncomePayment>(`/api/incomes/${incomeId}/payments/`, body, IDEMPOTENT),
    get: (incomeId: number, paymentId: number) =>
      http.get<IncomePayment>(`/api/incomes/${incomeId}/payments/${paymentId}`),
    update: (incomeId: number, paymentId: number, body: TPaymentUpdate) =>
      http.patch<IncomePayment>(`/api/incomes/${incomeId}/payments/${paymentId}`, body),
    void: (incomeId: number, paymentId: number) => http.del(`/api/incomes/${incomeId}/payments/${paymentId}`),
  },
};
