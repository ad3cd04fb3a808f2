import {
  INCOME_MSG,
  type IncomePayment,
  type PaymentCreate,
  type PaymentMethod,
  type PaymentUpdate,
} from '@cc/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post, repost, reverseSource } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotFuture, type IncomeRow, lockIncome, paymentTypeOf } from './income-row.ts';
import { INCOME_PAYMENT_SOURCE, paymentPosting } from './postings.ts';
import { toPayment } from './queries.ts';

type PaymentRow = typeof incomePayments.$inferSelect;

/** A live credit sale that may receive money; payments follow the sale's own date. */
function checkPayable(sale: IncomeRow, date: string): void {
  if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.payment);
  if (paymentTypeOf(sale) !== 'CREDITO') throw AppError.rule(INCOME_MSG.paymentsOnlyCredit);
  if (date < sale.date) throw AppError.field('date', INCOME_MSG.paymentBeforeSale);
}

/** Spec 2 / LEDGER.md: an abono never exceeds the pending balance. */
function checkBalance(balance: number, value: number): void {
  if (value > balance) throw AppError.rule(INCOME_MSG.paymentTooHigh(balance));
}

/** Writes the sale's new amount paid; it is 'Finalizado' exactly when nothing is pending. */
async function setPaid(tx: Tx, sale: IncomeRow, paid: number, now: Date): Promise<IncomeRow> {
  const [row] = await tx
    .update(incomes)
    .set({ payment: paid, paidOut: paid === sale.value, updatedAt: now })
    .where(and(eq(incomes.userId, sale.userId), eq(incomes.id, sale.id)))
    .returning();
  if (!row) throw new Error('income not updated');
  return row;
}

async function lockPayment(
  tx: Tx,
  userId: number,
  sale: IncomeRow,
  paymentId: number | null,
): Promise<PaymentRow> {
  if (paymentId === null) throw AppError.notFound();
  const [row] = await tx
    .select()
    .from(incomePayments)
    .where(
      and(
        eq(incomePayments.userId, userId),
        eq(incomePayments.incomeId, sale.id),
        eq(incomePayments.id, paymentId),
      ),
    )
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

const method = (p: PaymentRow): PaymentMethod => p.paymentMethod as PaymentMethod;

/** POST /api/incomes/{id}/payments/: an abono (Dr M / Cr 1305), numbered within its sale. */
export async function createPayment(
  deps: AppDeps,
  userId: number,
  incomeId: number | null,
  input: PaymentCreate,
): Promise<IncomePayment> {
  assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The sale's row lock serialises its payments: two abonos cannot both fit one balance.
    const sale = await lockIncome(tx, userId, incomeId);
    checkPayable(sale, input.date);
    checkBalance(sale.value - sale.payment, input.value);
    const [last] = await tx
      .select({ n: max(incomePayments.ordinal) })
      .from(incomePayments)
      .where(and(eq(incomePayments.userId, userId), eq(incomePayments.incomeId, sale.id)));
    const [payment] = await tx
      .insert(incomePayments)
      .values({
        userId,
        incomeId: sale.id,
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
    await post(tx, paymentPosting(userId, sale.number, { ...payment, paymentMethod: input.payment_method }));
    const updated = await setPaid(tx, sale, sale.payment + payment.value, now);
    return toPayment(payment, updated);
  });
}

/** GET /api/incomes/{income_id}/payments/{payment_id}. */
export async function getPayment(
  deps: AppDeps,
  userId: number,
  incomeId: number | null,
  paymentId: number | null,
): Promise<IncomePayment> {
  if (incomeId === null || paymentId === null) throw AppError.notFound();
  const [row] = await deps.db
    .select({ payment: incomePayments, sale: incomes })
    .from(incomePayments)
    .innerJoin(incomes, eq(incomes.id, incomePayments.incomeId))
    .where(
      and(
        eq(incomePayments.userId, userId),
        eq(incomes.userId, userId),
        eq(incomes.id, incomeId),
        eq(incomePayments.id, paymentId),
      ),
    );
  if (!row) throw AppError.notFound();
  return toPayment(row.payment, row.sale);
}

/** PATCH …/payments/{payment_id}: fields left out keep their value; the entry is re-posted. */
export async function updatePayment(
  deps: AppDeps,
  userId: number,
  incomeId: number | null,
  paymentId: number | null,
  input: PaymentUpdate,
): Promise<IncomePayment> {
  if (input.date) assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const sale = await lockIncome(tx, userId, incomeId);
    const payment = await lockPayment(tx, userId, sale, paymentId);
    if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.edit);
    if (payment.deleted) throw AppError.rule(INCOME_MSG.paymentVoided.edit);
    const next = {
      date: input.date ?? payment.date,
      value: input.value ?? payment.value,
      paymentMethod: input.payment_method ?? method(payment),
      observations: input.observations ?? payment.observations,
    };
    checkPayable(sale, next.date);
    checkBalance(sale.value - sale.payment + payment.value, next.value);
    const [updated] = await tx
      .update(incomePayments)
      .set({ ...next, updatedAt: now })
      .where(and(eq(incomePayments.userId, userId), eq(incomePayments.id, payment.id)))
      .returning();
    if (!updated) throw new Error('payment not updated');
    await repost(
      tx,
      paymentPosting(userId, sale.number, { ...updated, paymentMethod: next.paymentMethod }),
      now,
    );
    let paidSale = await setPaid(tx, sale, sale.payment - payment.value + next.value, now);
    if (payment.isInitial && next.paymentMethod !== sale.paymentMethod) {
      // A credit sale shows the method of its initial payment.
      const [row] = await tx
        .update(incomes)
        .set({ paymentMethod: next.paymentMethod })
        .where(and(eq(incomes.userId, userId), eq(incomes.id, sale.id)))
        .returning();
      if (row) paidSale = row;
    }
    return toPayment(updated, paidSale);
  });
}

/** DELETE …/payments/{payment_id}: reverses the abono's entry; the balance is pending again. */
export async function voidPayment(
  deps: AppDeps,
  userId: number,
  incomeId: number | null,
  paymentId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sale = await lockIncome(tx, userId, incomeId);
    const payment = await lockPayment(tx, userId, sale, paymentId);
    if (payment.deleted) throw AppError.rule(INCOME_MSG.paymentVoided.void);
    if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.edit);
    await reverseSource(tx, userId, { type: INCOME_PAYMENT_SOURCE, id: payment.id }, now);
    await tx
      .update(incomePayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(incomePayments.userId, userId), eq(incomePayments.id, payment.id)));
    await setPaid(tx, sale, sale.payment - payment.value, now);
  });
}
