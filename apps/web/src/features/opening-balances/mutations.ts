import type { TPaymentCreate, TPaymentUpdate } from '@cc/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client.ts';
import { financialApi } from '../../api/financial.ts';
import { financialKeys } from '../onboarding/index.ts';

/** A successful abono refreshes every opening record (lists and details). Writes never throw. */
function refreshAfter(qc: QueryClient) {
  return async <T>(result: ApiResult<T>) => {
    if (result.ok) await qc.invalidateQueries({ queryKey: financialKeys.info() });
  };
}

export function useCreateOpeningPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPaymentCreate }) =>
      financialApi.payments.create(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateOpeningPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId, body }: { id: number; paymentId: number; body: TPaymentUpdate }) =>
      financialApi.payments.update(id, paymentId, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidOpeningPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      financialApi.payments.void(id, paymentId),
    onSuccess: refreshAfter(qc),
  });
}
