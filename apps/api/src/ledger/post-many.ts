import { insertMany } from '../db/bulk.ts';
import type { Executor } from '../db/client.ts';
import { journalEntries, journalLines } from '../db/schema/index.ts';
import { addToMonthlyBalances } from './monthly.ts';
import { moveOpeningBack } from './opening.ts';
import { assertOpenPeriod } from './period-lock.ts';
import { checkedLines, entryValues, monthlyDeltas, type Posting } from './post.ts';

/**
 * post() for many entries of one user at once (the batch writers, e.g. incomes.createSales): the
 * same checks and rows, with one multi-row INSERT of the entries, one of their lines and one
 * monthly-balance upsert for all of them instead of three statements per entry. Returns each
 * posting's entry id, null for an all-zero posting (as post()).
 */
export async function postMany(
  tx: Executor,
  userId: number,
  postings: readonly Posting[],
): Promise<(number | null)[]> {
  const checked = postings.map((p) => {
    if (p.userId !== userId) throw new Error(`posting of user ${p.userId} in a batch of user ${userId}`);
    return { p, lines: checkedLines(p) };
  });
  const written = checked.filter((c) => c.lines.length > 0);
  if (written.length) await assertOpenPeriod(tx, userId, ...written.map((c) => c.p.date));
  const rows = await insertMany(
    tx,
    journalEntries,
    written.map((c) => entryValues(c.p)),
    { id: journalEntries.id },
  );
  // One INSERT draws its identities in the order of its rows, so ascending ids are the postings
  // in order (RETURNING's own order is not promised).
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  if (ids.length !== written.length) throw new Error('journal entries not written');
  const lines = written.flatMap((c, i) =>
    c.lines.map((l) => ({
      entryId: ids[i] as number,
      userId,
      date: c.p.date,
      accountCode: l.account,
      debit: l.debit,
      credit: l.credit,
    })),
  );
  await insertMany(tx, journalLines, lines);
  await addToMonthlyBalances(
    tx,
    userId,
    written.flatMap((c) => monthlyDeltas(c.p, c.lines)),
  );
  const earliest = written.reduce<string | null>((d, c) => (d === null || c.p.date < d ? c.p.date : d), null);
  if (earliest !== null) await moveOpeningBack(tx, userId, earliest);
  const byPosting = new Map(written.map((c, i) => [c.p, ids[i] as number]));
  return postings.map((p) => byPosting.get(p) ?? null);
}
