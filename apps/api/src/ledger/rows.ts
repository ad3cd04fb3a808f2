import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * The rows of a raw query; node-postgres and PGlite both answer `{ rows }`. The driver-generic
 * Executor types the answer as unknown, hence the check rather than a cast.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const res: unknown = await db.execute(query);
  if (!res || typeof res !== 'object' || !('rows' in res) || !Array.isArray(res.rows)) {
    throw new Error('raw query answered no rows');
  }
  return res.rows;
}
