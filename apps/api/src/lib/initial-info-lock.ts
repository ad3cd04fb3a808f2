import { FINANCIAL_MSG, PERIOD_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/**
 * Every change to the opening balance (initial assets, liabilities, initial stock) calls this
 * first. It refuses with `closedMessage` once the initial information is closed, and locks the
 * user's row until the transaction ends: the close updates that row, so it waits for us and an
 * opening entry never lands after it; and a user's opening-balance writes queue one behind the
 * other. NO KEY UPDATE, not UPDATE: the foreign-key checks (KEY SHARE) of the user's other
 * concurrent writes (sales…) are not blocked. Here, not in financial: inventory's initial stock
 * takes it too, and financial reaches inventory through credit (a folder cycle; ADR 034).
 */
export async function lockOpenInitialInfo(
  tx: Tx,
  userId: number,
  closedMessage: string = FINANCIAL_MSG.closed,
): Promise<void> {
  const [user] = await tx
    .select({ initialInfo: users.initialInfo, lockDate: users.lockDate })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw AppError.notFound();
  if (user.initialInfo) throw AppError.rule(closedMessage);
  // The opening balance counts as of every date: once a month is closed it cannot change (ADR 038).
  if (user.lockDate !== null) throw AppError.rule(PERIOD_MSG.closed(user.lockDate));
}

export async function initialInfoClosed(ex: Executor, userId: number): Promise<boolean> {
  const [user] = await ex.select({ initialInfo: users.initialInfo }).from(users).where(eq(users.id, userId));
  return user?.initialInfo ?? false;
}
