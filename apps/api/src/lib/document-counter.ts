import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { documentCounters } from '../db/schema/index.ts';

/** Document families numbered per user. */
export type DocumentKind = 'income' | 'shopping' | 'expense';

/**
 * Next consecutive number of a user's documents of one kind (1, 2, 3…). One upsert: the counter
 * row stays locked until the transaction ends, so two documents never share a number and a
 * rolled-back one returns its number.
 */
export async function nextDocumentNumber(tx: Tx, userId: number, kind: DocumentKind): Promise<number> {
  return reserveDocumentNumbers(tx, userId, kind, 1);
}

/**
 * `count` consecutive numbers at once (a batch of documents): the same upsert, moved by `count`;
 * returns the first, the others follow it.
 */
export async function reserveDocumentNumbers(
  tx: Tx,
  userId: number,
  kind: DocumentKind,
  count: number,
): Promise<number> {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`cannot reserve ${count} numbers`);
  const [row] = await tx
    .insert(documentCounters)
    .values({ userId, kind, lastNumber: count })
    .onConflictDoUpdate({
      target: [documentCounters.userId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + ${count}` },
    })
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error('document counter not written');
  return row.number - count + 1;
}
