import type { FinancialMov, FinancialType } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { type CategoryGroup, financialApi } from '../../api/financial.ts';

/**
 * Hierarchical keys: invalidating `financialKeys.all` refreshes every list, detail and the
 * summary; `financialKeys.summary()` is the one the initial inventory also moves.
 */
export const financialKeys = {
  all: ['financial'] as const,
  categories: (group: CategoryGroup) => [...financialKeys.all, 'categories', group] as const,
  info: () => [...financialKeys.all, 'info'] as const,
  infoList: (type: FinancialType) => [...financialKeys.info(), 'list', type] as const,
  infoDetail: (id: number) => [...financialKeys.info(), 'detail', id] as const,
  budgets: () => [...financialKeys.all, 'budgets'] as const,
  budgetList: (mov: FinancialMov) => [...financialKeys.budgets(), 'list', mov] as const,
  budgetDetail: (id: number) => [...financialKeys.budgets(), 'detail', id] as const,
  summary: () => [...financialKeys.all, 'summary'] as const,
};

export const financialQueries = {
  // The seeded categories do not change while the app is open.
  categories: (group: CategoryGroup) =>
    queryOptions({
      queryKey: financialKeys.categories(group),
      queryFn: async () => unwrap(await financialApi.categories(group)),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  infoList: (type: FinancialType) =>
    queryOptions({
      queryKey: financialKeys.infoList(type),
      queryFn: async () => unwrap(await financialApi.listInfo(type)).financial_info,
    }),
  infoDetail: (id: number) =>
    queryOptions({
      queryKey: financialKeys.infoDetail(id),
      queryFn: async () => unwrap(await financialApi.getInfo(id)),
      // An edit form starts from the stored record, not from a cached copy.
      staleTime: 0,
      gcTime: 0,
    }),
  budgetList: (mov: FinancialMov) =>
    queryOptions({
      queryKey: financialKeys.budgetList(mov),
      queryFn: async () => unwrap(await financialApi.listBudgets(mov)).budgets,
    }),
  budgetDetail: (id: number) =>
    queryOptions({
      queryKey: financialKeys.budgetDetail(id),
      queryFn: async () => unwrap(await financialApi.getBudget(id)),
      staleTime: 0,
      gcTime: 0,
    }),
  summary: () =>
    queryOptions({
      queryKey: financialKeys.summary(),
      queryFn: async () => unwrap(await financialApi.summary()),
    }),
};
