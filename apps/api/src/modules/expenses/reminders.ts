import { EXPENSE_MSG, type Reminder, type ReminderStatus } from '@cc/shared';
import { and, count, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { expenses, financialCategories, reminders } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { type Clock, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import { reminderOptionOf } from './queries.ts';
import { lastOccurrenceIndex, occurrence, occurrenceIndex } from './reminder-schedule.ts';

/**
 * Writes the reminders that have come due (docs/api.md §Reminder options, docs/integrations.md §Jobs,
 * ADR 019). A live repeating expense whose series (reminder-schedule.ts) has an occurrence after
 * the one it paid on or before today (Bogotá) gets one ACTIVA reminder for the latest such
 * occurrence, unless it already has an ACTIVA one or one of its reminders was accepted (the
 * expense saved from it carries the series on). A discarded occurrence is not asked again; the
 * next one is. The unique keys (expense + due date, one ACTIVA per expense) make the insert
 * idempotent under concurrent readers and replicas.
 */
export async function materialiseReminders(ex: Executor, userId: number, clock: Clock): Promise<void> {
  const day = today(clock);
  const now = clock.now();
  const repeating = await ex
    .select({
      id: expenses.id,
      date: expenses.date,
      days: expenses.reminderDays,
      anchor: expenses.reminderAnchor,
      seq: expenses.reminderSeq,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.userId, userId),
        eq(expenses.deleted, false),
        gt(expenses.reminderDays, 0),
        notExists(
          ex
            .select({ one: sql`1` })
            .from(reminders)
            .where(
              and(
                eq(reminders.userId, userId),
                eq(reminders.expenseId, expenses.id),
                inArray(reminders.status, ['ACTIVA', 'ACEPTADA']),
              ),
            ),
        ),
      ),
    );
  const due = repeating.flatMap((e) => {
    const anchor = e.anchor ?? e.date;
    const k = lastOccurrenceIndex(anchor, e.days, day);
    if (k <= e.seq) return [];
    const dueDate = occurrence(anchor, e.days, k);
    return [{ userId, expenseId: e.id, dueDate, status: 'ACTIVA' as const, createdAt: now, updatedAt: now }];
  });
  if (due.length) await ex.insert(reminders).values(due).onConflictDoNothing();
}

type ReminderRowJoined = {
  reminder: typeof reminders.$inferSelect;
  expense: typeof expenses.$inferSelect;
  categoryName: string;
};

function toReminder({ reminder: r, expense: e, categoryName }: ReminderRowJoined): Reminder {
  return {
    id: r.id,
    status: r.status,
    due_date: r.dueDate,
    created: r.createdAt.toISOString(),
    expense: {
      id: e.id,
      date: e.date,
      description: e.description,
      category: { id: e.categoryId, name: categoryName },
      value: e.value,
      payment_type: e.paymentType,
      payment_method: e.paymentMethod,
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
    .innerJoin(expenses, ownRow(expenses, reminders.expenseId, reminders))
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
    .innerJoin(expenses, ownRow(expenses, reminders.expenseId, reminders))
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
export async function discardReminder(deps: AppDeps, userId: number, id: number): Promise<void> {
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

/** Where the expense saved from a reminder stands in a series (ADR 019). */
export type Series = { days: number; anchor: string | null; seq: number };

/**
 * Accepting (docs/product/3-expenses-reports.md §4): the expense saved with `reminder_id` marks its reminder ACEPTADA, in the
 * expense's transaction. The row lock makes a reminder accepted at most once. Returns the series
 * the new expense carries on: the option it chose (`days`; absent → the reminder's), and when
 * that is the reminder's option, the same anchor with the occurrence just paid, so the next
 * reminder is due one period after that occurrence whatever day the expense is dated.
 */
export async function acceptReminder(
  tx: Tx,
  userId: number,
  id: number,
  chosenDays: number | undefined,
  now: Date,
): Promise<Series> {
  const row = await lockReminder(tx, userId, id);
  if (!row) throw AppError.field('reminder_id', EXPENSE_MSG.reminderNotFound);
  if (row.status !== 'ACTIVA') throw AppError.rule(EXPENSE_MSG.reminderClosed);
  await tx
    .update(reminders)
    .set({ status: 'ACEPTADA', updatedAt: now })
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  const [source] = await tx
    .select({ date: expenses.date, days: expenses.reminderDays, anchor: expenses.reminderAnchor })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), eq(expenses.id, row.expenseId)));
  if (!source) throw new Error('reminder without its expense');
  const days = chosenDays ?? source.days;
  if (days === 0 || days !== source.days) return { days, anchor: null, seq: 0 };
  const anchor = source.anchor ?? source.date;
  const seq = occurrenceIndex(anchor, days, row.dueDate);
  // The source's date was edited after this reminder came due: the paid occurrence starts anew.
  return seq === null ? { days, anchor: row.dueDate, seq: 0 } : { days, anchor, seq };
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
