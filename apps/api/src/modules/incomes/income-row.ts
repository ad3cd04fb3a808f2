import type { PaymentMethod, PaymentType } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { incomes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export type IncomeRow = typeof incomes.$inferSelect;

/** The user's sale, locked until the transaction ends; another user's id or a bad id → 404. */
export async function lockIncome(tx: Tx, userId: number, id: number | null): Promise<IncomeRow> {
  if (id === null) throw AppError.notFound();
  const [row] = await tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.userId, userId), eq(incomes.id, id)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

export const paymentTypeOf = (row: IncomeRow): PaymentType => row.paymentType as PaymentType;
export const paymentMethodOf = (row: IncomeRow): PaymentMethod | null =>
  (row.paymentMethod as PaymentMethod | null) ?? null;
