import { bogotaDate, MSG, PERIOD_MSG } from '@cc/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { journalEntries, journalLines } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { addToMonthlyBalances, type MonthlyDelta, monthOf } from './monthly.ts';
import { moveOpeningBack } from './opening.ts';
import { assertOpenPeriod, lockDateOf } from './period-lock.ts';

export type Source = { type: string; id: number };
/** The client or provider of a document: name and identification ('CC 1020304050'). */
export type ThirdParty = { name: string; document: string };
export type PostingLine = { account: string; debit?: number; credit?: number };
export type Posting = {
  userId: number;
  /** Business date (YYYY-MM-DD, Bogotá). */
  date: string;
  source: Source;
  description?: string;
  /** Stored with the entry, so the journal names it on every line. */
  thirdParty?: ThirdParty | null | undefined;
  lines: PostingLine[];
  /**
   * The year-end entries of a period close (books module): written by the close itself, inside
   * the period it closes. Every other posting dated on or before the lock date is refused.
   */
  closing?: boolean;
};

export class UnbalancedPostingError extends Error {}

function checkAmount(n: number | undefined): number {
  const v = n ?? 0;
  if (!Number.isSafeInteger(v) || v < 0) throw new UnbalancedPostingError(`invalid amount ${v}`);
  return v;
}

/** A posting's lines once checked: zero lines dropped, every amount a safe integer ≥ 0. */
export type CheckedLine = { account: string; debit: number; credit: number };

/**
 * The checks of every posting: refuses (throws) an entry whose debits and credits differ, a
 * negative or fractional amount, or a line that is both debit and credit. Lines of 0 are dropped,
 * so an all-zero posting has none.
 */
export function checkedLines(p: Posting): CheckedLine[] {
  const lines = p.lines
    .map((l) => ({ account: l.account, debit: checkAmount(l.debit), credit: checkAmount(l.credit) }))
    .filter((l) => l.debit !== 0 || l.credit !== 0);
  let debits = 0;
  let credits = 0;
  for (const l of lines) {
    if (l.debit && l.credit) throw new UnbalancedPostingError('a line cannot be debit and credit at once');
    debits += l.debit;
    credits += l.credit;
  }
  if (debits !== credits) {
    throw new UnbalancedPostingError(
      `unbalanced entry ${p.source.type}#${p.source.id}: ${debits} ≠ ${credits}`,
    );
  }
  return lines;
}

/** The journal_entries row of a posting. */
export const entryValues = (p: Posting) => ({
  userId: p.userId,
  date: p.date,
  sourceType: p.source.type,
  sourceId: p.source.id,
  description: p.description ?? '',
  thirdPartyName: p.thirdParty?.name ?? null,
  thirdPartyDocument: p.thirdParty?.document ?? null,
});

/** What a posting's checked lines add to the monthly balances. */
export const monthlyDeltas = (p: Posting, lines: readonly CheckedLine[]): MonthlyDelta[] => {
  const month = monthOf(p.date);
  // The opening balance is its own dated entry (opening.ts): every posted line is a movement.
  return lines.map((l) => ({
    month,
    account: l.account,
    isOpening: false,
    debit: l.debit,
    credit: l.credit,
  }));
};

/**
 * Writes one balanced journal entry with its lines, inside the caller's transaction (checks:
 * checkedLines; an all-zero posting writes nothing). The monthly balances (monthly.ts) get the
 * lines in the same transaction. Many entries at once: post-many.ts.
 */
export async function post(tx: Executor, p: Posting): Promise<number | null> {
  const lines = checkedLines(p);
  if (!lines.length) return null;
  // The last guard of closed periods: whatever the writer checked, nothing posts into one.
  if (!p.closing) await assertOpenPeriod(tx, p.userId, p.date);
  const [entry] = await tx.insert(journalEntries).values(entryValues(p)).returning({ id: journalEntries.id });
  if (!entry) throw new Error('journal entry not written');
  await tx.insert(journalLines).values(
    lines.map((l) => ({
      entryId: entry.id,
      userId: p.userId,
      date: p.date,
      accountCode: l.account,
      debit: l.debit,
      credit: l.credit,
    })),
  );
  await addToMonthlyBalances(tx, p.userId, monthlyDeltas(p, lines));
  // After the upsert, so under the shop's ledger lock: an earlier document moves the start date back.
  await moveOpeningBack(tx, p.userId, p.date);
  return entry.id;
}

/**
 * Reverses every live entry of a source document (a void) with a mirror entry of the same date, so
 * the document nets to zero in every period while the history stays readable. An entry dated in a
 * closed period is mirrored on the void's date instead (`when`, in Bogotá), never inside the closed
 * period, and its description says when it was voided: 'Reverso Venta 0007 (anulada el 04/12/2026)'.
 */
export async function reverseSource(
  tx: Executor,
  userId: number,
  source: Source,
  when: Date,
): Promise<number> {
  return (await reverseLive(tx, userId, source, when, 'void')).length;
}

type LiveEntry = typeof journalEntries.$inferSelect;

/** A void mirrors closed-period entries on its own date; an edit of them is refused. */
type ReverseMode = 'void' | 'edit';

async function reverseLive(
  tx: Executor,
  userId: number,
  source: Source,
  when: Date,
  mode: ReverseMode,
): Promise<LiveEntry[]> {
  const live = await tx
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(journalEntries.sourceType, source.type),
        eq(journalEntries.sourceId, source.id),
        isNull(journalEntries.reversedAt),
      ),
    )
    // Callers lock their document first, so writes to one source are serial. This is a second
    // guard: a concurrent reversal waits here, then skips the entries already reversed (Postgres
    // re-checks a locked row after the wait), so no entry is ever mirrored twice.
    .for('update');
  if (!live.length) return [];
  const lock = await lockDateOf(tx, userId);
  const closed = (e: LiveEntry) => lock !== null && e.date <= lock && !e.isOpening;
  if (mode === 'edit' && lock !== null && live.some((e) => e.date <= lock)) {
    throw AppError.rule(PERIOD_MSG.closed(lock));
  }
  const voidDate = bogotaDate(when);
  // Through the (user_id, entry_id) index: the shop and its entries (test/ledger-plans.test.ts).
  const lines = await tx
    .select()
    .from(journalLines)
    .where(
      and(
        eq(journalLines.userId, userId),
        inArray(
          journalLines.entryId,
          live.map((e) => e.id),
        ),
      ),
    );
  const mirrored: MonthlyDelta[] = [];
  for (const entry of live) {
    const late = closed(entry);
    const date = late ? voidDate : entry.date;
    const [mirror] = await tx
      .insert(journalEntries)
      .values({
        userId,
        date,
        sourceType: entry.sourceType,
        sourceId: entry.sourceId,
        isOpening: entry.isOpening,
        description: MSG.reversal(
          late ? PERIOD_MSG.lateVoid(entry.description, voidDate) : entry.description,
        ).trim(),
        thirdPartyName: entry.thirdPartyName,
        thirdPartyDocument: entry.thirdPartyDocument,
        reversedAt: when,
        reversalOf: entry.id,
      })
      .returning({ id: journalEntries.id });
    if (!mirror) throw new Error('reversal not written');
    const own = lines.filter((l) => l.entryId === entry.id);
    for (const l of own) {
      mirrored.push({
        month: monthOf(date),
        account: l.accountCode,
        isOpening: entry.isOpening,
        debit: l.credit,
        credit: l.debit,
      });
    }
    await tx.insert(journalLines).values(
      own.map((l) => ({
        entryId: mirror.id,
        userId,
        // The lines carry their entry's date (ADR 040): a late void's mirror is dated the void's day.
        date,
        accountCode: l.accountCode,
        debit: l.credit,
        credit: l.debit,
      })),
    );
    await tx
      .update(journalEntries)
      .set({ reversedAt: when })
      .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, entry.id)));
  }
  await addToMonthlyBalances(tx, userId, mirrored);
  return live;
}

/**
 * Edit = reverse the document's live entries and post the new ones, in the caller's transaction.
 * A posting that names no third party keeps the one the document had (an edit of an abono does
 * not change whose it is).
 */
export async function repost(tx: Executor, p: Posting, when: Date): Promise<number | null> {
  const live = await reverseLive(tx, p.userId, p.source, when, 'edit');
  const last = live.at(-1);
  const kept =
    last?.thirdPartyName != null
      ? { name: last.thirdPartyName, document: last.thirdPartyDocument ?? '' }
      : null;
  return post(tx, p.thirdParty === undefined ? { ...p, thirdParty: kept } : p);
}

/**
 * Names another third party on the live entries of some documents (a sale or purchase whose
 * client or provider changed, and its payments). Reversed history keeps the name it had.
 */
export async function relabelThirdParty(
  tx: Executor,
  userId: number,
  sources: Source[],
  party: ThirdParty | null,
): Promise<void> {
  for (const s of sources) {
    await tx
      .update(journalEntries)
      .set({ thirdPartyName: party?.name ?? null, thirdPartyDocument: party?.document ?? null })
      .where(
        and(
          eq(journalEntries.userId, userId),
          eq(journalEntries.sourceType, s.type),
          eq(journalEntries.sourceId, s.id),
          isNull(journalEntries.reversedAt),
        ),
      );
  }
}
