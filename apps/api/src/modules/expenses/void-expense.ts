import type { AppDeps } from '../../deps.ts';
import { voidDocument } from '../credit/index.ts';
import { EXPENSES } from './kind.ts';
import { discardRemindersOf } from './reminders.ts';

/**
 * DELETE /api/expenses/{id}/ (logical): its pending reminder is discarded — a voided expense
 * proposes nothing — and the engine reverses the entries and voids the payments with it.
 */
export async function voidExpense(deps: AppDeps, userId: number, id: number): Promise<void> {
  await voidDocument(deps, EXPENSES, userId, id, (tx, e, now) => discardRemindersOf(tx, userId, e.id, now));
}
