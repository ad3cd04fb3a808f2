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
  const [row] = await tx
    .insert(documentCounters)
    .values({ userId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.userId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error('document counter not written');
  return row.number;
}
