import {
  type DocumentListPage,
  LIST_PAGE_SIZE,
  type PaymentMethod,
  type PaymentType,
  SHOPPING_MSG,
  type ShoppingDetail,
  type ShoppingListItem,
  type ShoppingPayment,
  type ShoppingSummary,
  type TPaymentCreate,
  type TPaymentUpdate,
  type TShoppingCreate,
  type TShoppingUpdate,
} from '@cc/shared';
import { downloadFile, http, IDEMPOTENT } from './client.ts';

/** Filters of GET /api/shoppings/ (docs/api.md §List items). */
export type ShoppingListFilters = {
  payment_type: PaymentType;
  payment_method?: PaymentMethod;
  /** With a method: also the abonos paid by it, as is_payment rows. */
  payment?: boolean;
};

/** Purchases and their abonos (docs/product/2-inventory-income-purchases.md §7 'Purchases'). Calls never throw: see client.ts. */
export const shoppingsApi = {
  summary: () => http.get<ShoppingSummary>('/api/shoppings/', { query: { summary: true } }),
  /** One page of the list and the totals of the whole filter (ADR 025). */
  list: (filters: ShoppingListFilters, after: string | null = null) =>
    http.get<DocumentListPage<ShoppingListItem>>('/api/shoppings/', {
      query: { ...filters, totals: true, limit: LIST_PAGE_SIZE, ...(after ? { after } : {}) },
    }),
  get: (id: number) => http.get<ShoppingDetail>(`/api/shoppings/${id}/`),
  create: (body: TShoppingCreate) => http.post<ShoppingDetail>('/api/shoppings/', body, IDEMPOTENT),
  update: (id: number, body: TShoppingUpdate) => http.patch<ShoppingDetail>(`/api/shoppings/${id}/`, body),
  /** Logical delete ('Anulado'); 204. */
  void: (id: number) => http.del(`/api/shoppings/${id}/`),
  /** Saves 'Reporte - Mis Compras.xlsx'. */
  exportXlsx: () => downloadFile('/api/shoppings/export/', SHOPPING_MSG.exportFileName),

  payments: {
    create: (shoppingId: number, body: TPaymentCreate) =>
      http.post<ShoppingPayment>(`/api/shoppings/${shoppingId}/payments/`, body, IDEMPOTENT),
    get: (shoppingId: number, paymentId: number) =>
      http.get<ShoppingPayment>(`/api/shoppings/${shoppingId}/payments/${paymentId}`),
    update: (shoppingId: number, paymentId: number, body: TPaymentUpdate) =>
      http.patch<ShoppingPayment>(`/api/shoppings/${shoppingId}/payments/${paymentId}`, body),
    void: (shoppingId: number, paymentId: number) =>
      http.del(`/api/shoppings/${shoppingId}/payments/${paymentId}`),
  },
};
