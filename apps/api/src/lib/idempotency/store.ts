import { IDEMPOTENCY_TTL_MS } from '@cc/shared';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type KeyRef = { userId: number; key: string; requestId: string };
export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * A claim still 'pending' this long after it was made belongs to a process that died mid-request
 * (kill -9, lost host): a retry with the same request may take it over instead of waiting 24 h.
 * No create call runs anywhere near this long.
 */
export const PENDING_LEASE_MS = 5 * 60 * 1000;

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
export const isExpired = (row: StoredKey, now: Date) => row.createdAt < expiredBefore(now);

/**
 * Claims the key for this request in one statement, so of two concurrent requests exactly one
 * wins (PostgreSQL makes the loser wait for the winner's insert, then see it). An expired row,
 * or an abandoned claim of the same request, is taken over. True when this request now owns it.
 */
export async function claimKey(db: Db, ref: KeyRef, fingerprint: string, now: Date): Promise<boolean> {
  const t = idempotencyKeys;
  const abandonedBefore = new Date(now.getTime() - PENDING_LEASE_MS);
  const rows = await db
    .insert(t)
    .values({ ...ref, fingerprint, status: 'pending', createdAt: now })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: {
        fingerprint,
        requestId: ref.requestId,
        status: 'pending',
        statusCode: null,
        responseBody: null,
        createdAt: now,
      },
      setWhere: or(
        lt(t.createdAt, expiredBefore(now)),
        and(eq(t.status, 'pending'), lt(t.createdAt, abandonedBefore), eq(t.fingerprint, fingerprint)),
      ),
    })
    .returning({ requestId: t.requestId });
  return rows[0]?.requestId === ref.requestId;
}

export async function readKey(db: Db, userId: number, key: string): Promise<StoredKey | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

const owned = (ref: KeyRef) =>
  and(
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.key, ref.key),
    eq(idempotencyKeys.requestId, ref.requestId),
  );

/** The claim's request answered: later requests with the key get this response. */
export async function recordResponse(db: Db, ref: KeyRef, statusCode: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status: 'done', statusCode, responseBody: body }).where(owned(ref));
}

/** The claim's request failed on the server's side (5xx): the key is free for a retry. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(owned(ref));
}

/** Deletes every key older than 24 h (they are already ignored; this only keeps the table small). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore(now)));
}
