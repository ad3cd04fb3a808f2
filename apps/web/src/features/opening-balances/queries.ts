import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { financialApi } from '../../api/financial.ts';
import { financialKeys } from '../onboarding/index.ts';

/**
 * Under the initial information's keys: invalidating `financialKeys.info()` after an abono
 * refreshes the lists (Mis ingresos / Mis gastos credit rows, the initial assets and liabilities)
 * and every detail at once.
 */
export const openingKeys = {
  payment: (id: number, paymentId: number) =>
    [...financialKeys.infoDetail(id), 'payment', paymentId] as const,
};

export const openingQueries = {
  payment: (id: number, paymentId: number) =>
    queryOptions({
      queryKey: openingKeys.payment(id, paymentId),
      queryFn: async () => unwrap(await financialApi.payments.get(id, paymentId)),
      staleTime: 0,
    }),
};
