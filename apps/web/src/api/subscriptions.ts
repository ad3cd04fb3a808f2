import type {
  PaymentRecord,
  Plan,
  SubscriptionActivate,
  SubscriptionCreate,
  SubscriptionCreated,
  SubscriptionRecord,
  SubscriptionStatus,
} from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, http, unwrap } from './client.ts';

/** GET /api/subscriptions_billing/validated-user (docs/product/1-account.md §3 "Subscription status response"). */
export type ValidatedUser = SubscriptionStatus;

export const subscriptionsApi = {
  validatedUser: () => http.get<ValidatedUser>('/api/subscriptions_billing/validated-user'),
  /**
   * docs/product/1-account.md §3 create payload; only subscription_id matters: the server takes the user from
   * the token and computes dates and the active flag. A paid plan answers with `checkout`.
   */
  create: (body: SubscriptionCreate) => http.post<SubscriptionCreated>('/api/subscriptions_billing/', body),
  /** Active plans by amount; with a token the free plan is hidden once the user has any record. */
  plans: () => http.get<Plan[]>('/api/subscriptions/'),
  /** The caller's own subscription records, newest first. */
  records: () => http.get<SubscriptionRecord[]>('/api/subscriptions_billing/'),
  /** Activation after the Wompi redirect: 200 the active record, 400 when no approved payment. */
  activate: (id: number, body: SubscriptionActivate) =>
    http.put<SubscriptionRecord>(`/api/subscriptions_billing/${id}/`, body ?? {}),
  /** The caller's Wompi transactions (payment records), newest first. */
  payments: () => http.get<PaymentRecord[]>('/api/subscriptions_billing/validated/'),
};

export const subscriptionQueries = {
  all: ['subscriptions'] as const,
  /**
   * Resolves to the raw result, never throws: the guard ignores failures and only acts on
   * a 200 answer (docs/product/1-account.md §4).
   */
  validatedUser: (token: string | null) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'validated-user', token],
      queryFn: (): Promise<ApiResult<ValidatedUser>> => subscriptionsApi.validatedUser(),
      enabled: token !== null,
      staleTime: 60_000,
      retry: false,
    }),
  /** Plans depend on who asks (the free plan is hidden for a user with a record). */
  plans: (token: string | null) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'plans', token],
      queryFn: async () => unwrap(await subscriptionsApi.plans()),
    }),
};
