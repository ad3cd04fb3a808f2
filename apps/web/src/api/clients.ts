import type { ClientRecord } from '@cc/shared';
import { http } from './client.ts';

/**
 * GET /api/clients/ (docs/product/2-inventory-income-purchases.md §7): by document → one client or 404 (the form's 'No encontrado');
 * by name (more than 2 characters) → the matching clients.
 */
export const clientsApi = {
  byDocument: (docType: number, docNumber: string) =>
    http.get<ClientRecord>('/api/clients/', { query: { doc_type: docType, doc_number: docNumber.trim() } }),
  search: (name: string, signal?: AbortSignal) =>
    http.get<ClientRecord[]>('/api/clients/', { query: { name: name.trim() }, signal }),
  /** 'Consumidor final' (CC 222222222222): the server creates it on first use. */
  finalConsumer: () => http.post<ClientRecord>('/api/clients/final-consumer/'),
};
