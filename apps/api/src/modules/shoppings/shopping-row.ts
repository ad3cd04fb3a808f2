import {
  isShoppingCategory,
  type PaymentMethod,
  type PaymentType,
  type ShoppingCategoryId,
} from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { shoppings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { lockDocument } from '../credit/index.ts';

export type ShoppingRow = typeof shoppings.$inferSelect;

/** The user's purchase, locked until the transaction ends; another user's id or a bad id → 404. */
export const lockShopping = (tx: Tx, userId: number, id: number): Promise<ShoppingRow> =>
  lockDocument(tx, shoppings, userId, id);

/** A purchase's category, read without a lock (it never changes); 404 like lockShopping. */
export async function categoryOf(ex: Executor, userId: number, id: number): Promise<ShoppingCategoryId> {
  const [row] = await ex
    .select({ categoryId: shoppings.categoryId })
    .from(shoppings)
    .where(and(eq(shoppings.userId, userId), eq(shoppings.id, id)));
  if (!row) throw AppError.notFound();
  return asCategory(row.categoryId);
}

export function asCategory(id: number): ShoppingCategoryId {
  if (!isShoppingCategory(id)) throw new Error(`not a purchase category: ${id}`);
  return id;
}
export const paymentTypeOf = (row: ShoppingRow): PaymentType => row.paymentType;
export const paymentMethodOf = (row: ShoppingRow): PaymentMethod | null => row.paymentMethod;
