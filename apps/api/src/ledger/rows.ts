import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
