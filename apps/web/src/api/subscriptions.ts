import type { SubscriptionCreate, SubscriptionCreated, SubscriptionStatus } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, http } from './client.ts';

/** GET /api/subscriptions_billing/validated-user (spec 1 §3 "Subscription status response"). */
export type ValidatedUser = SubscriptionStatus;

export const subscriptionsApi = {
  validatedUser: () => http.get<ValidatedUser>('/api/subscriptions_billing/validated-user'),
  /**
   * Spec 1 §3 create payload; only subscription_id matters: the server takes the user from
   * the token and computes dates and the active flag. A paid plan answers with `checkout`.
   */
  create: (body: SubscriptionCreate) => http.post<SubscriptionCreated>('/api/subscriptions_billing/', body),
};

export const subscriptionQueries = {
  all: ['subscriptions'] as const,
  /**
   * Resolves to the raw result, never throws: the guard ignores failures and only acts on
   * a 200 answer (spec 1 §4).
   */
  validatedUser: (token: string | null) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'validated-user', token],
      queryFn: (): Promise<ApiResult<ValidatedUser>> => subscriptionsApi.validatedUser(),
      enabled: token !== null,
      staleTime: 60_000,
      retry: false,
    }),
};
