import type {
  EinvoiceDocument,
  EinvoiceResolution,
  EinvoiceResolutionInput,
  EinvoiceSettings,
  EinvoiceSettingsUpdate,
  EinvoiceTestSetResult,
} from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** Electronic invoicing with DIAN (issue 28, docs/einvoicing.md): set-up, resolutions, documents. */
export const einvoiceApi = {
  settings: () => http.get<EinvoiceSettings>('/api/einvoice/settings/'),
  saveSettings: (body: EinvoiceSettingsUpdate) => http.put<EinvoiceSettings>('/api/einvoice/settings/', body),
  resolutions: () => http.get<EinvoiceResolution[]>('/api/einvoice/resolutions/'),
  createResolution: (body: EinvoiceResolutionInput) =>
    http.post<EinvoiceResolution>('/api/einvoice/resolutions/', body),
  deleteResolution: (id: number) => http.del(`/api/einvoice/resolutions/${id}/`),
  saleDocuments: (incomeId: number) =>
    http.get<EinvoiceDocument[]>('/api/einvoice/documents/', { query: { income_id: incomeId } }),
  runTestSet: () => http.post<EinvoiceTestSetResult>('/api/einvoice/test-set/'),
  resend: (id: number) => http.post<EinvoiceDocument>(`/api/einvoice/documents/${id}/resend/`),
};

export const einvoiceQueries = {
  all: ['einvoice'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...einvoiceQueries.all, 'settings'],
      queryFn: async () => unwrap(await einvoiceApi.settings()),
    }),
  resolutions: () =>
    queryOptions({
      queryKey: [...einvoiceQueries.all, 'resolutions'],
      queryFn: async () => unwrap(await einvoiceApi.resolutions()),
    }),
  saleDocuments: (incomeId: number) =>
    queryOptions({
      queryKey: [...einvoiceQueries.all, 'sale', incomeId],
      queryFn: async () => unwrap(await einvoiceApi.saleDocuments(incomeId)),
    }),
};
