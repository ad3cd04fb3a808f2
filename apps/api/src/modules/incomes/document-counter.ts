import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentCounters } from '../../db/schema/index.ts';

/** Document families numbered per user (purchases and expenses will add theirs). */
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

/**
 * Takes the same row lock without consuming a number. Every write that moves stock for a user's
 * sales (create, edit, void) takes it first, so those writes queue per user and can never
 * deadlock on batches locked in different orders.
 */
export async function lockDocumentCounter(tx: Tx, userId: number, kind: DocumentKind): Promise<void> {
  await tx
    .insert(documentCounters)
    .values({ userId, kind, lastNumber: 0 })
    .onConflictDoUpdate({
      target: [documentCounters.userId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber}` },
    });
}
