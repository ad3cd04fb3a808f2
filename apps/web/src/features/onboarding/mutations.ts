import type { TBudgetCreate, TBudgetUpdate, TFinancialInfoCreate, TFinancialInfoUpdate } from '@cc/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client.ts';
import { financialApi } from '../../api/financial.ts';
import { financialKeys } from './queries.ts';

/**
 * Mutations resolve to the raw ApiResult (they never throw): a 400 carries the field errors the
 * form shows. A successful write refreshes its lists and the summary.
 */
function refreshAfter<T>(qc: QueryClient, scope: readonly unknown[]) {
  return async (result: ApiResult<T>) => {
    if (!result.ok) return;
    await Promise.all([
      qc.invalidateQueries({ queryKey: scope }),
      qc.invalidateQueries({ queryKey: financialKeys.summary() }),
    ]);
  };
}

export function useCreateInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TFinancialInfoCreate) => financialApi.createInfo(body),
    onSuccess: refreshAfter(qc, financialKeys.info()),
  });
}

export function useUpdateInfo(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TFinancialInfoUpdate) => financialApi.updateInfo(id, body),
    onSuccess: refreshAfter(qc, financialKeys.info()),
  });
}

export function useCreateBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBudgetCreate) => financialApi.createBudget(body),
    onSuccess: refreshAfter(qc, financialKeys.budgets()),
  });
}

export function useUpdateBudget(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBudgetUpdate) => financialApi.updateBudget(id, body),
    onSuccess: refreshAfter(qc, financialKeys.budgets()),
  });
}

export function useDeleteBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => financialApi.deleteBudget(id),
    onSuccess: refreshAfter(qc, financialKeys.budgets()),
  });
}
