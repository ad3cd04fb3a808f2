import type { PaymentMethod } from '@cc/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { assertOpenPeriod, post, repost, reverseSource } from '../../ledger/index.ts';
import { assertBookDate } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { CreditBook, CreditDocRow, CreditPaymentRow } from './credit-book.ts';
import { refreshSettled } from './settled.ts';

export type CreditPaymentCreate = {
  date: string;
  value: number;
  payment_method: PaymentMethod;
  observations?: string | undefined;
};
export type CreditPaymentUpdate = Partial<CreditPaymentCreate>;

/**
 * Abonos on a credit sale, purchase or expense (docs/accounting.md §Abonos): numbered within their document,
 * never above the pending balance, each one a journal entry of its own; the document is
 * 'Finalizado' exactly when nothing is pending. Every write runs under the document's row
 * lock, which serialises its payments: two abonos can never both fit one balance.
 */
export function creditPayments<Doc extends CreditDocRow, Pay extends CreditPaymentRow, Out>(
  book: CreditBook<Doc, Pay, Out>,
) {
  const { docs, payments, msg } = book;
  // A query on the union of payment tables types its row as any kind's; this book's table holds Pay.
  const asPay = (row: CreditPaymentRow): Pay => row as Pay;

  /** A live credit document that may be paid; payments follow the document's own date. */
  function checkPayable(doc: Doc, date: string): void {
    if (doc.deleted) throw AppError.rule(msg.voidedPayment);
    if (doc.paymentType !== 'CREDITO') throw AppError.rule(msg.onlyCredit);
    if (date < doc.date) throw AppError.field('date', msg.paymentBeforeDocument);
  }

  function checkBalance(balance: number, value: number): void {
    if (value > balance) throw AppError.rule(msg.paymentTooHigh(balance));
  }

  /** Writes the new amount paid (and, when given, the method a credit shows). */
  async function setPaid(tx: Tx, doc: Doc, paid: number, now: Date, method?: PaymentMethod): Promise<Doc> {
    const [row] = await tx
      .update(docs)
      .set({
        payment: paid,
        paidOut: paid === doc.value,
        updatedAt: now,
        ...(method ? { paymentMethod: method } : {}),
      })
      .where(and(eq(docs.userId, doc.userId), eq(docs.id, doc.id)))
      .returning();
    if (!row) throw new Error('credit document not updated');
    // Every abono write ends here: the day the credit was settled follows its payments.
    await refreshSettled(tx, book, doc.userId, doc.id);
    // The document as the book shows it (lockDoc's shape), with the columns just written.
    return { ...doc, ...row } as Doc;
  }

  async function lockPayment(tx: Tx, doc: Doc, paymentId: number): Promise<Pay> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, doc.userId), eq(book.paymentDocId, doc.id), eq(payments.id, paymentId)))
      .for('update');
    if (!row) throw AppError.notFound();
    return asPay(row);
  }

  const withMethod = (p: Pay, paymentMethod: PaymentMethod) => ({ ...p, paymentMethod });

  /** POST …/{id}/payments/: a new abono. */
  async function create(deps: AppDeps, userId: number, docId: number, input: CreditPaymentCreate) {
    assertBookDate(input.date, deps.clock, msg.futureDate);
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const doc = await book.lockDoc(tx, userId, docId);
      await assertOpenPeriod(tx, userId, input.date);
      checkPayable(doc, input.date);
      checkBalance(doc.value - doc.payment, input.value);
      const [last] = await tx
        .select({ n: max(payments.ordinal) })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(book.paymentDocId, doc.id)));
      const values = book.paymentValues(userId, doc.id, {
        ordinal: (last?.n ?? 0) + 1,
        date: input.date,
        value: input.value,
        paymentMethod: input.payment_method,
        observations: input.observations ?? '',
        createdAt: now,
        updatedAt: now,
      });
      const [inserted] = await tx
        .insert(payments)
        .values(values as never)
        .returning();
      if (!inserted) throw new Error('payment not written');
      const payment = asPay(inserted);
      await post(tx, {
        ...book.posting(userId, doc.number, withMethod(payment, input.payment_method), doc),
        thirdParty: (await book.thirdParty?.(tx, doc)) ?? null,
      });
      const paid = await setPaid(tx, doc, doc.payment + payment.value, now);
      return book.toPayment(payment, paid);
    });
  }

  /** GET …/{doc_id}/payments/{payment_id}. */
  async function get(deps: AppDeps, userId: number, docId: number, paymentId: number) {
    const [row] = await deps.db
      .select({ payment: payments, doc: docs })
      .from(payments)
      .innerJoin(docs, eq(docs.id, book.paymentDocId))
      .where(
        and(
          eq(payments.userId, userId),
          eq(docs.userId, userId),
          eq(docs.id, docId),
          eq(payments.id, paymentId),
        ),
      );
    if (!row) throw AppError.notFound();
    const doc = book.readDoc ? await book.readDoc(deps.db, userId, docId) : (row.doc as Doc);
    if (!doc) throw AppError.notFound();
    return book.toPayment(asPay(row.payment), doc);
  }

  /** PATCH …/payments/{payment_id}: fields left out keep their value; the entry is re-posted. */
  async function update(
    deps: AppDeps,
    userId: number,
    docId: number,
    paymentId: number,
    input: CreditPaymentUpdate,
  ) {
    if (input.date) assertBookDate(input.date, deps.clock, msg.futureDate);
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const doc = await book.lockDoc(tx, userId, docId);
      const payment = await lockPayment(tx, doc, paymentId);
      if (doc.deleted) throw AppError.rule(msg.voidedEdit);
      if (payment.deleted) throw AppError.rule(msg.paymentVoidedEdit);
      const next = {
        date: input.date ?? payment.date,
        value: input.value ?? payment.value,
        paymentMethod: input.payment_method ?? payment.paymentMethod,
        observations: input.observations ?? payment.observations,
      };
      // An abono of a closed month stays as it is (ADR 038), and none moves into one.
      await assertOpenPeriod(tx, userId, payment.date, next.date);
      checkPayable(doc, next.date);
      checkBalance(doc.value - doc.payment + payment.value, next.value);
      const [row] = await tx
        .update(payments)
        .set({ ...next, updatedAt: now })
        .where(and(eq(payments.userId, userId), eq(payments.id, payment.id)))
        .returning();
      if (!row) throw new Error('payment not updated');
      const updated = asPay(row);
      await repost(tx, book.posting(userId, doc.number, withMethod(updated, next.paymentMethod), doc), now);
      // A credit shows the method of its initial payment.
      const method =
        payment.isInitial && next.paymentMethod !== doc.paymentMethod ? next.paymentMethod : undefined;
      const paid = await setPaid(tx, doc, doc.payment - payment.value + next.value, now, method);
      return book.toPayment(updated, paid);
    });
  }

  /** DELETE …/payments/{payment_id}: reverses the abono's entry; the balance is pending again. */
  async function voidOne(deps: AppDeps, userId: number, docId: number, paymentId: number) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const doc = await book.lockDoc(tx, userId, docId);
      const payment = await lockPayment(tx, doc, paymentId);
      if (payment.deleted) throw AppError.rule(msg.paymentVoidedVoid);
      if (doc.deleted) throw AppError.rule(msg.voidedEdit);
      await reverseSource(tx, userId, { type: book.paymentSource, id: payment.id }, now);
      await tx
        .update(payments)
        .set({ deleted: true, deletedAt: now, updatedAt: now })
        .where(and(eq(payments.userId, userId), eq(payments.id, payment.id)));
      await setPaid(tx, doc, doc.payment - payment.value, now);
    });
  }

  return { create, get, update, void: voidOne };
}

export type CreditPayments<Out> = {
  create: (deps: AppDeps, userId: number, docId: number, input: CreditPaymentCreate) => Promise<Out>;
  get: (deps: AppDeps, userId: number, docId: number, paymentId: number) => Promise<Out>;
  update: (
    deps: AppDeps,
    userId: number,
    docId: number,
    paymentId: number,
    input: CreditPaymentUpdate,
  ) => Promise<Out>;
  void: (deps: AppDeps, userId: number, docId: number, paymentId: number) => Promise<void>;
};
