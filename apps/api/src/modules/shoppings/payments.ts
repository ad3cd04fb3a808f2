import {
  type PaymentCreate,
  type PaymentMethod,
  type PaymentUpdate,
  SHOPPING_MSG,
  type ShoppingPayment,
} from '@cc/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { shoppingPayments, shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post, repost, reverseSource } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotFuture } from '../incomes/income-row.ts';
import { paymentPosting, SHOPPING_PAYMENT_SOURCE } from './postings.ts';
import { toPayment } from './queries.ts';
import { lockShopping, paymentTypeOf, type ShoppingRow } from './shopping-row.ts';

type PaymentRow = typeof shoppingPayments.$inferSelect;

/** A live credit purchase that may be paid; payments follow the purchase's own date. */
function checkPayable(row: ShoppingRow, date: string): void {
  if (row.deleted) throw AppError.rule(SHOPPING_MSG.voided.payment);
  if (paymentTypeOf(row) !== 'CREDITO') throw AppError.rule(SHOPPING_MSG.paymentsOnlyCredit);
  if (date < row.date) throw AppError.field('date', SHOPPING_MSG.paymentBeforeShopping);
}

/** LEDGER.md: an abono never exceeds the pending balance. */
function checkBalance(balance: number, value: number): void {
  if (value > balance) throw AppError.rule(SHOPPING_MSG.paymentTooHigh(balance));
}

/** Writes the purchase's new amount paid; it is 'Finalizado' exactly when nothing is pending. */
async function setPaid(tx: Tx, row: ShoppingRow, paid: number, now: Date): Promise<ShoppingRow> {
  const [updated] = await tx
    .update(shoppings)
    .set({ payment: paid, paidOut: paid === row.value, updatedAt: now })
    .where(and(eq(shoppings.userId, row.userId), eq(shoppings.id, row.id)))
    .returning();
  if (!updated) throw new Error('shopping not updated');
  return updated;
}

async function lockPayment(tx: Tx, row: ShoppingRow, paymentId: number | null): Promise<PaymentRow> {
  if (paymentId === null) throw AppError.notFound();
  const [payment] = await tx
    .select()
    .from(shoppingPayments)
    .where(
      and(
        eq(shoppingPayments.userId, row.userId),
        eq(shoppingPayments.shoppingId, row.id),
        eq(shoppingPayments.id, paymentId),
      ),
    )
    .for('update');
  if (!payment) throw AppError.notFound();
  return payment;
}

const methodOf = (p: PaymentRow): PaymentMethod => p.paymentMethod as PaymentMethod;

/** POST /api/shoppings/{id}/payments/: an abono (Dr 2205 / Cr M), numbered within its purchase. */
export async function createPayment(
  deps: AppDeps,
  userId: number,
  shoppingId: number | null,
  input: PaymentCreate,
): Promise<ShoppingPayment> {
  assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The purchase's row lock serialises its payments: two abonos cannot both fit one balance.
    const row = await lockShopping(tx, userId, shoppingId);
    checkPayable(row, input.date);
    checkBalance(row.value - row.payment, input.value);
    const [last] = await tx
      .select({ n: max(shoppingPayments.ordinal) })
      .from(shoppingPayments)
      .where(and(eq(shoppingPayments.userId, userId), eq(shoppingPayments.shoppingId, row.id)));
    const [payment] = await tx
      .insert(shoppingPayments)
      .values({
        userId,
        shoppingId: row.id,
        ordinal: (last?.n ?? 0) + 1,
        date: input.date,
        value: input.value,
        paymentMethod: input.payment_method,
        observations: input.observations ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment not written');
    await post(tx, paymentPosting(userId, row.number, { ...payment, paymentMethod: input.payment_method }));
    const updated = await setPaid(tx, row, row.payment + payment.value, now);
    return toPayment(payment, updated);
  });
}

/** GET /api/shoppings/{shopping_id}/payments/{payment_id}. */
export async function getPayment(
  deps: AppDeps,
  userId: number,
  shoppingId: number | null,
  paymentId: number | null,
): Promise<ShoppingPayment> {
  if (shoppingId === null || paymentId === null) throw AppError.notFound();
  const [found] = await deps.db
    .select({ payment: shoppingPayments, shopping: shoppings })
    .from(shoppingPayments)
    .innerJoin(shoppings, eq(shoppings.id, shoppingPayments.shoppingId))
    .where(
      and(
        eq(shoppingPayments.userId, userId),
        eq(shoppings.userId, userId),
        eq(shoppings.id, shoppingId),
        eq(shoppingPayments.id, paymentId),
      ),
    );
  if (!found) throw AppError.notFound();
  return toPayment(found.payment, found.shopping);
}

/** PATCH …/payments/{payment_id}: fields left out keep their value; the entry is re-posted. */
export async function updatePayment(
  deps: AppDeps,
  userId: number,
  shoppingId: number | null,
  paymentId: number | null,
  input: PaymentUpdate,
): Promise<ShoppingPayment> {
  if (input.date) assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockShopping(tx, userId, shoppingId);
    const payment = await lockPayment(tx, row, paymentId);
    if (row.deleted) throw AppError.rule(SHOPPING_MSG.voided.edit);
    if (payment.deleted) throw AppError.rule(SHOPPING_MSG.paymentVoided.edit);
    const next = {
      date: input.date ?? payment.date,
      value: input.value ?? payment.value,
      paymentMethod: input.payment_method ?? methodOf(payment),
      observations: input.observations ?? payment.observations,
    };
    checkPayable(row, next.date);
    checkBalance(row.value - row.payment + payment.value, next.value);
    const [updated] = await tx
      .update(shoppingPayments)
      .set({ ...next, updatedAt: now })
      .where(and(eq(shoppingPayments.userId, userId), eq(shoppingPayments.id, payment.id)))
      .returning();
    if (!updated) throw new Error('payment not updated');
    await repost(
      tx,
      paymentPosting(userId, row.number, { ...updated, paymentMethod: next.paymentMethod }),
      now,
    );
    let paid = await setPaid(tx, row, row.payment - payment.value + next.value, now);
    if (payment.isInitial && next.paymentMethod !== row.paymentMethod) {
      // A credit purchase shows the method of its initial payment.
      const [withMethod] = await tx
        .update(shoppings)
        .set({ paymentMethod: next.paymentMethod })
        .where(and(eq(shoppings.userId, userId), eq(shoppings.id, row.id)))
        .returning();
      if (withMethod) paid = withMethod;
    }
    return toPayment(updated, paid);
  });
}

/** DELETE …/payments/{payment_id}: reverses the abono's entry; the balance is pending again. */
export async function voidPayment(
  deps: AppDeps,
  userId: number,
  shoppingId: number | null,
  paymentId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockShopping(tx, userId, shoppingId);
    const payment = await lockPayment(tx, row, paymentId);
    if (payment.deleted) throw AppError.rule(SHOPPING_MSG.paymentVoided.void);
    if (row.deleted) throw AppError.rule(SHOPPING_MSG.voided.edit);
    await reverseSource(tx, userId, { type: SHOPPING_PAYMENT_SOURCE, id: payment.id }, now);
    await tx
      .update(shoppingPayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(shoppingPayments.userId, userId), eq(shoppingPayments.id, payment.id)));
    await setPaid(tx, row, row.payment - payment.value, now);
  });
}
