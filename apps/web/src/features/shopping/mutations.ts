import type { TPaymentCreate, TPaymentUpdate, TShoppingCreate, TShoppingUpdate } from '@cc/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client.ts';
import { shoppingsApi } from '../../api/shoppings.ts';
import { inventoryKeys } from '../inventory/queries.ts';
import { providerKeys, shoppingKeys } from './queries.ts';

/** A successful write refreshes the purchases, the providers and the inventory (purchases add stock). */
function refreshAfter(qc: QueryClient) {
  return async <T>(result: ApiResult<T>) => {
    if (!result.ok) return;
    await Promise.all([
      qc.invalidateQueries({ queryKey: shoppingKeys.all }),
      qc.invalidateQueries({ queryKey: providerKeys.all }),
      qc.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
  };
}

export function useCreateShopping() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TShoppingCreate) => shoppingsApi.create(body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateShopping() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TShoppingUpdate }) => shoppingsApi.update(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidShopping() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => shoppingsApi.void(id), onSuccess: refreshAfter(qc) });
}

export function useCreateShoppingPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPaymentCreate }) =>
      shoppingsApi.payments.create(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateShoppingPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId, body }: { id: number; paymentId: number; body: TPaymentUpdate }) =>
      shoppingsApi.payments.update(id, paymentId, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidShoppingPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      shoppingsApi.payments.void(id, paymentId),
    onSuccess: refreshAfter(qc),
  });
}
