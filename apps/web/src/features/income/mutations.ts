import type { TIncomeCreate, TIncomeUpdate, TPaymentCreate, TPaymentUpdate } from '@cc/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client.ts';
import { incomesApi } from '../../api/incomes.ts';
import { inventoryKeys } from '../inventory/queries.ts';
import { clientKeys, incomeKeys } from './queries.ts';

/**
 * Writes answer the ApiResult (they never throw): the screens turn a refusal into the spec's
 * modal. A successful write refreshes every income query, the clients (a sale may create or
 * update one) and the inventory screens (a sale moves stock).
 */
function refreshAfter(qc: QueryClient) {
  return async <T>(result: ApiResult<T>) => {
    if (!result.ok) return;
    await Promise.all([
      qc.invalidateQueries({ queryKey: incomeKeys.all }),
      qc.invalidateQueries({ queryKey: clientKeys.all }),
      qc.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
  };
}

export function useCreateIncome() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TIncomeCreate) => incomesApi.create(body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateIncome() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TIncomeUpdate }) => incomesApi.update(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidIncome() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => incomesApi.void(id), onSuccess: refreshAfter(qc) });
}

export function useCreatePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ incomeId, body }: { incomeId: number; body: TPaymentCreate }) =>
      incomesApi.payments.create(incomeId, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdatePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      incomeId,
      paymentId,
      body,
    }: {
      incomeId: number;
      paymentId: number;
      body: TPaymentUpdate;
    }) => incomesApi.payments.update(incomeId, paymentId, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      incomesApi.payments.void(id, paymentId),
    onSuccess: refreshAfter(qc),
  });
}
