import type { BestSeller } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from '../../api/client.ts';
import { incomeKeys } from '../income/index.ts';

/** Under the income keys: every sale refreshes the ranking with the rest of the income queries. */
export const quickSaleQueries = {
  bestSellers: () =>
    queryOptions({
      queryKey: [...incomeKeys.all, 'best-sellers'] as const,
      queryFn: async () => unwrap(await http.get<BestSeller[]>('/api/incomes/best-sellers/')),
    }),
};
