import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Namespace of the per-user stock lock (the second key is the user id; 20_020 is the ledger's). */
const STOCK_LOCK = 20_030;

/** The users whose stock lock each open transaction holds (released with the transaction). */
const held = new WeakMap<object, Set<number>>();

/**
 * The user's stock lock, owned by inventory (ADR 025). Every write that creates, draws, gives
 * back, cancels or archives a user's stock batches takes it first, before any document or batch
 * row lock: those writes queue per user, so batches and items locked in different orders can never
 * deadlock, and the stock a sale checks cannot change under it. A transaction-scoped advisory lock
 * (released at commit or rollback, re-entrant), so it costs no table and no row.
 */
export async function lockStock(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STOCK_LOCK}, ${userId})`);
  const users = held.get(tx) ?? new Set<number>();
  users.add(userId);
  held.set(tx, users);
}

/**
 * Called by every function that writes stock rows: a writer that forgot `lockStock` fails loudly
 * (500 and a log line) on its first test instead of deadlocking once in production.
 */
export function assertStockLocked(tx: Tx, userId: number): void {
  if (!held.get(tx)?.has(userId)) {
    throw new Error(`stock of user ${userId} written without inventory.lockStock in this transaction`);
  }
}

/** The advisory lock as PostgreSQL sees it, for tests: is it granted to this session? */
export const stockLockQuery = (userId: number) => sql`
  SELECT count(*)::int AS n FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND pid = pg_backend_pid()
    AND classid = ${STOCK_LOCK} AND objid = ${userId} AND objsubid = 2`;
