import {
  EXPENSE_MSG,
  type PaymentMethod,
  type PaymentType,
  type Reminder,
  type ReminderStatus,
} from '@cc/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { expenses, financialCategories, reminders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { type Clock, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import { reminderOptionOf } from './queries.ts';

/**
 * Writes the reminders that have come due (API.md 'Reminder options', ARCHITECTURE.md 'Jobs').
 * A live expense repeating every N days is due on date + k·N; once the latest such day has
 * arrived (Bogotá) it gets one ACTIVA reminder for it, unless it already has an ACTIVA one or one
 * of its reminders was accepted (the expense saved from it carries the chain on). A discarded
 * occurrence is not asked again; the next one is. One INSERT … SELECT whose unique keys (expense
 * + due date, one ACTIVA per expense) make it idempotent under concurrent readers and replicas.
 */
export async function materialiseReminders(ex: Executor, userId: number, clock: Clock): Promise<void> {
  const day = today(clock);
  const now = clock.now().toISOString();
  const e = expenses;
  const r = reminders;
  await ex.execute(sql`
    INSERT INTO ${r} (${sql.identifier(r.userId.name)}, ${sql.identifier(r.expenseId.name)},
      ${sql.identifier(r.dueDate.name)}, ${sql.identifier(r.status.name)},
      ${sql.identifier(r.createdAt.name)}, ${sql.identifier(r.updatedAt.name)})
    SELECT ${e.userId}, ${e.id},
      ${e.date} + ${e.reminderDays} * ((${day}::date - ${e.date}) / ${e.reminderDays}),
      'ACTIVA', ${now}::timestamptz, ${now}::timestamptz
    FROM ${e}
    WHERE ${e.userId} = ${userId}
      AND ${e.deleted} = false
      AND ${e.reminderDays} > 0
      AND ${e.date} + ${e.reminderDays} <= ${day}::date
      AND NOT EXISTS (
        SELECT 1 FROM ${r} AS older
        WHERE older.user_id = ${e.userId} AND older.expense_id = ${e.id}
          AND older.status IN ('ACTIVA', 'ACEPTADA')
      )
    ON CONFLICT DO NOTHING`);
}

type ReminderRowJoined = {
  reminder: typeof reminders.$inferSelect;
  expense: typeof expenses.$inferSelect;
  categoryName: string;
};

function toReminder({ reminder: r, expense: e, categoryName }: ReminderRowJoined): Reminder {
  return {
    id: r.id,
    status: r.status as ReminderStatus,
    due_date: r.dueDate,
    created: r.createdAt.toISOString(),
    expense: {
      id: e.id,
      date: e.date,
      description: e.description,
      category: { id: e.categoryId, name: categoryName },
      value: e.value,
      payment_type: e.paymentType as PaymentType,
      payment_method: (e.paymentMethod as PaymentMethod | null) ?? null,
      reminder: reminderOptionOf(e.reminderDays),
    },
  };
}

/** GET /api/reminders/: every reminder of the user (optionally one status), newest first. */
export async function listReminders(
  deps: AppDeps,
  userId: number,
  status: ReminderStatus | undefined,
  page: Page,
): Promise<{ rows: Reminder[]; total: number }> {
  const { db } = deps;
  await materialiseReminders(db, userId, deps.clock);
  const where = and(eq(reminders.userId, userId), status ? eq(reminders.status, status) : undefined);
  const rows = await db
    .select({ reminder: reminders, expense: expenses, categoryName: financialCategories.name })
    .from(reminders)
    .innerJoin(expenses, eq(expenses.id, reminders.expenseId))
    .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
    .where(where)
    .orderBy(desc(reminders.createdAt), desc(reminders.id))
    .limit(pageOf(page).limit)
    .offset(pageOf(page).offset);
  const [total] = await db.select({ n: count() }).from(reminders).where(where);
  return { rows: rows.map(toReminder), total: total?.n ?? 0 };
}

/**
 * The ACTIVA reminders with what the bell says about them (notifications module). Materialises
 * first, so the bell and the reminders list agree.
 */
export async function activeReminders(
  deps: AppDeps,
  userId: number,
): Promise<{ id: number; description: string; value: number }[]> {
  await materialiseReminders(deps.db, userId, deps.clock);
  return deps.db
    .select({ id: reminders.id, description: expenses.description, value: expenses.value })
    .from(reminders)
    .innerJoin(expenses, eq(expenses.id, reminders.expenseId))
    .where(and(eq(reminders.userId, userId), eq(reminders.status, 'ACTIVA')))
    .orderBy(reminders.id);
}

async function lockReminder(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
    .for('update');
  return row;
}

/** POST /api/reminders/{id}/discard/: ACTIVA → DESCARTADA (again on a discarded one: no-op). */
export async function discardReminder(deps: AppDeps, userId: number, id: number | null): Promise<void> {
  if (id === null) throw AppError.notFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockReminder(tx, userId, id);
    if (!row) throw AppError.notFound();
    if (row.status === 'DESCARTADA') return;
    if (row.status !== 'ACTIVA') throw AppError.rule(EXPENSE_MSG.reminderAccepted);
    await tx
      .update(reminders)
      .set({ status: 'DESCARTADA', updatedAt: now })
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  });
}

/**
 * Accepting (spec 3 §4): the expense saved with `reminder_id` marks its reminder ACEPTADA, in the
 * expense's transaction. The row lock makes a reminder accepted at most once.
 */
export async function acceptReminder(tx: Tx, userId: number, id: number, now: Date): Promise<void> {
  const row = await lockReminder(tx, userId, id);
  if (!row) throw AppError.field('reminder_id', EXPENSE_MSG.reminderNotFound);
  if (row.status !== 'ACTIVA') throw AppError.rule(EXPENSE_MSG.reminderClosed);
  await tx
    .update(reminders)
    .set({ status: 'ACEPTADA', updatedAt: now })
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
}

/** A voided expense proposes nothing more: its ACTIVA reminder is discarded with it. */
export async function discardRemindersOf(
  tx: Tx,
  userId: number,
  expenseId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(reminders)
    .set({ status: 'DESCARTADA', updatedAt: now })
    .where(
      and(eq(reminders.userId, userId), eq(reminders.expenseId, expenseId), eq(reminders.status, 'ACTIVA')),
    );
}
