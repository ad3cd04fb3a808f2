import type { PaymentMethod, PaymentType } from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import { incomes } from '../../db/schema/index.ts';
import { lockDocument } from '../credit/index.ts';

export type IncomeRow = typeof incomes.$inferSelect;

/** The user's sale, locked until the transaction ends; another user's id or a bad id → 404. */
export const lockIncome = (tx: Tx, userId: number, id: number): Promise<IncomeRow> =>
  lockDocument(tx, incomes, userId, id);

export const paymentTypeOf = (row: IncomeRow): PaymentType => row.paymentType;
export const paymentMethodOf = (row: IncomeRow): PaymentMethod | null => row.paymentMethod;
