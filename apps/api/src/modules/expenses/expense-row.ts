import { EXPENSE_MSG, type PaymentMethod, type PaymentType } from '@cc/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { expenses, financialCategories } from '../../db/schema/index.ts';
import type { ThirdParty } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { lockDocument } from '../credit/index.ts';

export type ExpenseRow = typeof expenses.$inferSelect;

/** The user's expense, locked until the transaction ends; another user's id or a bad id → 404. */
export const lockExpense = (tx: Tx, userId: number, id: number): Promise<ExpenseRow> =>
  lockDocument(tx, expenses, userId, id);

/**
 * The 51xx account an expense category posts to. Only GASTO categories with an account are
 * expense categories (docs/product/1-account.md §7: ids 18-27); anything else is a field error on category_id.
 */
export async function expenseAccount(ex: Executor, categoryId: number): Promise<string> {
  const [row] = await ex
    .select({ account: financialCategories.accountCode })
    .from(financialCategories)
    .where(
      and(
        eq(financialCategories.id, categoryId),
        eq(financialCategories.appliesTo, 'GASTO'),
        isNotNull(financialCategories.accountCode),
      ),
    );
  if (!row?.account) throw AppError.field('category_id', EXPENSE_MSG.categoryInvalid);
  return row.account;
}

export const paymentTypeOf = (row: ExpenseRow): PaymentType => row.paymentType;
export const paymentMethodOf = (row: ExpenseRow): PaymentMethod | null => row.paymentMethod;

/**
 * The provider an expense names, as its journal entries record it (name and 'NIT 900123456'):
 * null for none; another shop's provider, or one that does not exist, is a 404.
 */
export async function expenseProvider(
  ex: Executor,
  userId: number,
  providerId: number | null | undefined,
): Promise<ThirdParty | null> {
  if (providerId === null || providerId === undefined) return null;
  const party = await thirdPartyOf(ex, 'provider', userId, providerId);
  if (!party) throw AppError.notFound();
  return party;
}
