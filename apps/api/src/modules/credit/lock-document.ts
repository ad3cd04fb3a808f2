import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { DocTable } from './document-kind.ts';

/**
 * The user's document of `table`, locked until the transaction ends (its abonos, edits and void
 * queue on this row); another user's id or a missing one → 404
 * (a malformed id never gets here: the route's params schema answers 404).
 */
export async function lockDocument<T extends DocTable>(
  tx: Tx,
  table: T,
  userId: number,
  id: number,
): Promise<T['$inferSelect']> {
  const docs: DocTable = table;
  const [row] = await tx
    .select()
    .from(docs)
    .where(and(eq(docs.userId, userId), eq(docs.id, id)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row as T['$inferSelect'];
}
