import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import { queryRows } from '../../src/ledger/rows.ts';

/**
 * Waits on the state of a lock instead of a guessed sleep (PostgreSQL: pg_locks, read from a
 * connection of its own): until `test` holds for the locks other sessions hold (`granted`) or
 * wait for (`waiting`) on `table` of this database. Fails after `timeoutMs`.
 */
export async function waitForLocks(
  db: Executor,
  table: string,
  test: (locks: { granted: number; waiting: number }) => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [locks] = await queryRows<{ granted: number; waiting: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE l.granted)::int AS granted, count(*) FILTER (WHERE NOT l.granted)::int AS waiting
        FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
        WHERE c.relname = ${table} AND l.pid <> pg_backend_pid()
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    if (test(locks ?? { granted: 0, waiting: 0 })) return;
    if (Date.now() > deadline) throw new Error(`locks on ${table} not as awaited: ${JSON.stringify(locks)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
