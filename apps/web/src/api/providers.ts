import type { ProviderRecord } from '@cc/shared';
import { http } from './client.ts';

/**
 * GET /api/providers/ (docs/product/2-inventory-income-purchases.md §7): by document → one provider or 404 (the form's 'No encontrado');
 * by name (3 characters or more) → the matching providers.
 */
export const providersApi = {
  byDocument: (docType: number, docNumber: string) =>
    http.get<ProviderRecord>('/api/providers/', {
      query: { doc_type: docType, doc_number: docNumber.trim() },
    }),
  /** Every provider of the shop (the expense form's optional provider). */
  list: (signal?: AbortSignal) => http.get<ProviderRecord[]>('/api/providers/', { signal }),
  search: (name: string, signal?: AbortSignal) =>
    http.get<ProviderRecord[]>('/api/providers/', { query: { name: name.trim() }, signal }),
};
