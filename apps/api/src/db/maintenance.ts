import type pg from 'pg';

/**
 * What the embedded database runs every 10 minutes. PGlite has no autovacuum (no background
 * workers), so without this the planner never gets statistics (a month of journal lines took
 * 400 ms instead of 8 ms) and every row an update or a void leaves behind stays in the tables
 * and their indexes for good. VACUUM skips the pages it already found clean (the visibility map),
 * so after the first run it costs what changed since the last one.
 */
export const PGLITE_MAINTENANCE = 'VACUUM ANALYZE';

/**
 * PostgreSQL: analyses the tables whose rows changed by more than 100 + 10 % since their last
 * analyse (by autovacuum or by us), so the planner's statistics follow a burst of writes even
 * where autovacuum is off or slow; and where autovacuum does not run (off, or off for the table), vacuums (and analyses) the tables
 * with more than 50 + 20 % dead rows or 1000 + 20 % rows inserted since, autovacuum's own
 * thresholds (the visibility map a vacuum sets is also what lets index-only scans skip the heap). Without that, the rows an
 * update leaves stay in the indexes: at 100k sales the debtors report read 39,998 index entries
 * for 3,333 open credits (77 ms; 19 ms after VACUUM). Tables never written are left alone
 * (statistics of an empty table mislead the planner as it grows). One replica at a time: the
 * others skip.
 */
export async function maintainChangedTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const lock = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext('cuentas-claras:analyze')) AS ok",
    );
    if (!lock.rows[0]?.ok) return;
    try {
      const stale = await client.query<{ stmt: string }>(
        `WITH t AS (
           SELECT schemaname, relname, n_mod_since_analyze > 100 + n_live_tup / 10 AS needs_analyze,
             (current_setting('autovacuum') = 'off' OR EXISTS (
                 SELECT FROM pg_class c, pg_options_to_table(c.reloptions) o WHERE c.oid = s.relid
                   AND o.option_name = 'autovacuum_enabled' AND o.option_value IN ('false', 'off')))
               AND (n_dead_tup > 50 + n_live_tup / 5 OR n_ins_since_vacuum > 1000 + n_live_tup / 5) AS needs_vacuum
           FROM pg_stat_user_tables s WHERE schemaname = current_schema() AND n_live_tup > 0)
         SELECT format(CASE WHEN needs_vacuum THEN 'VACUUM (ANALYZE) %I.%I' ELSE 'ANALYZE %I.%I' END,
           schemaname, relname) AS stmt
         FROM t WHERE needs_analyze OR needs_vacuum`,
      );
      for (const { stmt } of stale.rows) await client.query(stmt);
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('cuentas-claras:analyze'))");
    }
  } catch (e) {
    failed = e as Error;
    throw e;
  } finally {
    client.release(failed); // a broken session (and its lock) is closed, not reused
  }
}
