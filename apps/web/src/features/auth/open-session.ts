import type { LoginResponse } from '@cc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { subscriptionQueries } from '../../api/subscriptions.ts';
import { saveSession } from '../../lib/session.ts';

/**
 * Stores the session a login or a registration answered and says where it lands
 * (docs/product/1-account.md §4): an inactive subscription → the invitation; else the profile
 * once the initial information is closed, the welcome screen before. Only a 200 saying "not
 * active" sends the user to the invitation; a failed check is ignored.
 */
export async function openSession(queryClient: QueryClient, session: LoginResponse): Promise<string> {
  saveSession(session);
  const check = await queryClient.fetchQuery(subscriptionQueries.validatedUser(session.access_token));
  const inactive = check.ok && check.status === 200 && !check.data.is_active;
  if (inactive) return '/subscribe-invitation';
  return session.initial_info ? '/my-profile' : '/welcome-user';
}
