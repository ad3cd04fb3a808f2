import type { PaymentMethod, PaymentType } from '@cc/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  assertOpenPeriod,
  lockDateOf,
  post,
  repost,
  reverseSource,
  type ThirdParty,
} from '../../ledger/index.ts';
import { assertBookDate, today } from '../../lib/clock.ts';
import { nextDocumentNumber } from '../../lib/document-counter.ts';
import { AppError } from '../../lib/errors.ts';
import { lockStock } from '../inventory/index.ts';
import type { CreditDocRow } from './credit-book.ts';
import type { DocumentKind } from './document-kind.ts';
import { refreshSettled } from './settled.ts';

/** How a new document is paid, as every form sends it. */
export type PaymentTerms = {
  date: string;
  payment_type: PaymentType;
  payment_method?: PaymentMethod | null | undefined;
  /** The initial payment of a credit. */
  payment?: number | null | undefined;
};

/** The columns every new document gets from the engine (spread into the kind's insert). */
export type DocumentHead = {
  userId: number;
  number: number;
  date: string;
  paymentType: PaymentType;
  paymentMethod: PaymentMethod | null;
  value: number;
  payment: number;
  paidOut: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The head of a new document and its initial payment (`initial`, 0 when none): what it is worth,
 * what is paid, and the method (none for a credit without an initial payment).
 */
export function documentHead(
  userId: number,
  number: number,
  terms: PaymentTerms,
  total: number,
  now: Date,
): DocumentHead & { initial: number } {
  const isCredit = terms.payment_type === 'CREDITO';
  const initial = isCredit ? (terms.payment ?? 0) : 0;
  const paid = isCredit ? initial : total;
  return {
    userId,
    number,
    date: terms.date,
    paymentType: terms.payment_type,
    paymentMethod: isCredit && initial === 0 ? null : (terms.payment_method ?? null),
    value: total,
    payment: paid,
    paidOut: paid === total,
    createdAt: now,
    updatedAt: now,
    initial,
  };
}

/**
 * POST of any kind: one transaction takes the stock lock when the kind moves stock, numbers the
 * document, lets the kind write it (its row from `head`, its lines, its posting), then writes the
 * initial payment of a credit and its entry. A credit without an initial payment has no method.
 */
export async function createDocument<Row extends CreditDocRow, Doc, Item, New extends PaymentTerms>(
  deps: AppDeps,
  kind: DocumentKind<Row, Doc, Item, New>,
  userId: number,
  terms: New,
  total: number,
  /** Writes the kind's own rows and posting; the third party it returns names the initial payment's entry. */
  write: (tx: Tx, head: DocumentHead) => Promise<{ id: number; thirdParty?: ThirdParty | null }>,
): Promise<number> {
  assertBookDate(terms.date, deps.clock, kind.msg.futureDate);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertOpenPeriod(tx, userId, terms.date);
    if (await kind.movesStock?.(tx, userId, { input: terms })) await lockStock(tx, userId);
    const number = await nextDocumentNumber(tx, userId, kind.counter);
    const { initial, ...head } = documentHead(userId, number, terms, total, now);
    const method = head.paymentMethod;
    const doc = await write(tx, head);
    if (initial > 0 && method) {
      const values = kind.paymentValues(userId, doc.id, {
        ordinal: 1,
        date: terms.date,
        value: initial,
        paymentMethod: method,
        observations: '',
        createdAt: now,
        updatedAt: now,
      });
      const [payment] = await tx
        .insert(kind.payments)
        .values({ ...values, isInitial: true } as never)
        .returning({ id: kind.payments.id });
      if (!payment) throw new Error('payment not written');
      const posted = { id: payment.id, ordinal: 1, date: terms.date, value: initial, paymentMethod: method };
      await post(tx, { ...kind.paymentPosting(userId, number, posted), thirdParty: doc.thirdParty ?? null });
    }
    if (terms.payment_type === 'CREDITO') await refreshSettled(tx, kind, userId, doc.id);
    return doc.id;
  });
}

export type EditContext<Row> = { row: Row; date: string; isCredit: boolean; now: Date };

/**
 * Where a void's stock movements go (ADR 038): on the document's own date, so it nets to nothing;
 * or, for a document dated in a closed period, on the void's date (`late`), as the reversal.
 */
export type VoidMoment = { date: string; late: boolean };

/**
 * PATCH of any kind: under the stock lock (when the kind moves stock) and the document's row lock,
 * refuses a voided document and a change of payment type, and — on a credit — a date after one of
 * its abonos (`400 {validations_error: [msg.afterPayments]}`, the same shape for every kind). The
 * kind applies its own changes; then the initial payment of a credit moves with its date.
 */
export async function editDocument<Row extends CreditDocRow, Doc, Item>(
  deps: AppDeps,
  kind: DocumentKind<Row, Doc, Item>,
  userId: number,
  id: number,
  input: { date?: string | undefined; payment_type?: PaymentType | undefined },
  apply: (tx: Tx, ctx: EditContext<Row>) => Promise<void>,
): Promise<void> {
  if (input.date) assertBookDate(input.date, deps.clock, kind.msg.futureDate);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (await kind.movesStock?.(tx, userId, { id })) await lockStock(tx, userId);
    const row = await kind.lockDoc(tx, userId, id);
    if (row.deleted) throw AppError.rule(kind.msg.voided.edit);
    if (input.payment_type && input.payment_type !== row.paymentType) {
      throw AppError.rule(kind.msg.paymentTypeLocked);
    }
    const date = input.date ?? row.date;
    // Closed periods (ADR 038): a document of a closed month stays as it is (void it instead), and
    // none moves into one.
    await assertOpenPeriod(tx, userId, row.date, date);
    const isCredit = row.paymentType === 'CREDITO';
    if (isCredit) await checkDateBeforeAbonos(tx, kind, row, date);
    await apply(tx, { row, date, isCredit, now });
    if (isCredit && date !== row.date) await moveInitialPayment(tx, kind, row, date, now);
    // The value or the initial payment's date may have changed.
    if (isCredit) await refreshSettled(tx, kind, userId, row.id);
  });
}

/** A credit's date may not pass its later abonos (the initial payment moves with it). */
async function checkDateBeforeAbonos<Row extends CreditDocRow, Doc, Item>(
  tx: Tx,
  kind: DocumentKind<Row, Doc, Item>,
  row: Row,
  date: string,
): Promise<void> {
  if (date <= row.date) return;
  const p = kind.payments;
  const [later] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.userId, row.userId),
        eq(kind.paymentDocId, row.id),
        eq(p.deleted, false),
        eq(p.isInitial, false),
        lt(p.date, date),
      ),
    )
    .limit(1);
  if (later) throw AppError.rule(kind.msg.afterPayments);
}

/** The initial payment travels with the credit's date (it was paid that day). */
async function moveInitialPayment<Row extends CreditDocRow, Doc, Item>(
  tx: Tx,
  kind: DocumentKind<Row, Doc, Item>,
  row: Row,
  date: string,
  now: Date,
): Promise<void> {
  const p = kind.payments;
  const where = and(eq(p.userId, row.userId), eq(kind.paymentDocId, row.id), eq(p.isInitial, true));
  const [initial] = await tx
    .select()
    .from(p)
    .where(and(where, eq(p.deleted, false)));
  if (!initial || initial.date === date) return;
  await tx
    .update(p)
    .set({ date, updatedAt: now })
    .where(and(eq(p.userId, row.userId), eq(p.id, initial.id)));
  const method = initial.paymentMethod;
  await repost(
    tx,
    kind.paymentPosting(row.userId, row.number, { ...initial, date, paymentMethod: method }),
    now,
  );
}

/**
 * DELETE of any kind (logical): under the stock lock (when the kind moves stock) and the row lock,
 * the kind undoes its own effects first (units back, batches cancelled, reminders discarded); then
 * the document's entry and every live payment's entry are reversed, the payments voided with it
 * and the document marked voided. Its lines stay, so it still reads as it was.
 */
export async function voidDocument<Row extends CreditDocRow, Doc, Item>(
  deps: AppDeps,
  kind: DocumentKind<Row, Doc, Item>,
  userId: number,
  id: number,
  undo: (tx: Tx, row: Row, now: Date, at: VoidMoment) => Promise<void>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (await kind.movesStock?.(tx, userId, { id })) await lockStock(tx, userId);
    const row = await kind.lockDoc(tx, userId, id);
    if (row.deleted) throw AppError.rule(kind.msg.voided.void);
    const lock = await lockDateOf(tx, userId);
    const late = lock !== null && row.date <= lock;
    await undo(tx, row, now, { date: late ? today(deps.clock) : row.date, late });
    await reverseSource(tx, userId, { type: kind.source, id: row.id }, now);
    const p = kind.payments;
    const voided = { deleted: true, deletedAt: now, updatedAt: now };
    const live = await tx
      .update(p)
      .set(voided)
      .where(and(eq(p.userId, userId), eq(kind.paymentDocId, row.id), eq(p.deleted, false)))
      .returning({ id: p.id });
    for (const x of live) await reverseSource(tx, userId, { type: kind.paymentSource, id: x.id }, now);
    // A credit's `payment` is the sum of its live payments, and none is left: 0 (a cash document
    // keeps its value, paid the day it was made).
    const paid = row.paymentType === 'CREDITO' ? { payment: 0, paidOut: row.value === 0 } : {};
    await tx
      .update(kind.docs)
      .set({ ...voided, ...paid })
      .where(and(eq(kind.docs.userId, userId), eq(kind.docs.id, row.id)));
    // Its payments are voided: a settled credit reads as never settled, as the repair would say.
    if (row.paymentType === 'CREDITO') await refreshSettled(tx, kind, userId, row.id);
  });
}
