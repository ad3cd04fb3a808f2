import { useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/session.ts';
import { subscriptionQueries, type ValidatedUser } from './subscriptions.ts';

export type SubscriptionStatus =
  /** Not logged in, still loading, or the check failed (failures are ignored, docs/product/1-account.md §4). */
  | { state: 'unknown'; subscription: null }
  | { state: 'active'; subscription: ValidatedUser['subscription'] }
  | { state: 'inactive'; subscription: ValidatedUser['subscription'] };

/** The validated-user check shared by the guard, the side navigation and the banner. */
export function useSubscriptionStatus(): SubscriptionStatus {
  const { token } = useSession();
  const { data } = useQuery(subscriptionQueries.validatedUser(token));
  if (!token || !data?.ok || data.status !== 200) return { state: 'unknown', subscription: null };
  const subscription = data.data.subscription ?? null;
  return data.data.is_active ? { state: 'active', subscription } : { state: 'inactive', subscription };
}
