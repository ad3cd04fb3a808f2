import { FINANCIAL_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Locks the user's row for the rest of the transaction and refuses once the initial
 * information is closed. Closing updates the same row, so a change to the opening balance and
 * the close never interleave.
 */
export async function lockOpenInitialInfo(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx
    .select({ initialInfo: users.initialInfo })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw AppError.notFound();
  if (user.initialInfo) throw AppError.rule(FINANCIAL_MSG.closed);
}
