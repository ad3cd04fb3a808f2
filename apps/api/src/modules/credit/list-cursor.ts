import { BOOK_MSG } from '@cc/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Keyset paging of the merged document list (ADR 023 part B): the position of a row in the list
 * order (date DESC, created_at DESC, is_payment DESC, id DESC). `createdAt` is PostgreSQL's own
 * text of the timestamp, so its microseconds survive the round trip (a JS Date keeps
 * milliseconds, and two rows of one millisecond would be skipped or repeated).
 */
export type ListCursor = { date: string; createdAt: string; isPayment: boolean; id: number };

const ZCursorTuple = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().min(1).max(40),
  z.boolean(),
  z.number().int().positive().max(2_147_483_647),
]);

/** The opaque `after` a client sends back: base64url of the row's position. */
export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.date, c.createdAt, c.isPayment, c.id])).toString('base64url');
}

function decode(text: string): ListCursor | null {
  try {
    const parsed = ZCursorTuple.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (!parsed.success || Number.isNaN(Date.parse(parsed.data[1]))) return null;
    const [date, createdAt, isPayment, id] = parsed.data;
    return { date, createdAt, isPayment, id };
  } catch {
    return null;
  }
}

/** The `after` query parameter: anything that is not a cursor this server wrote is a 400. */
export const ZAfter = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decode(text);
    if (!cursor) ctx.addIssue({ code: 'custom', message: BOOK_MSG.cursorInvalid });
    return cursor ?? z.NEVER;
  })
  .optional();

/**
 * The rows of one side of the union that come after the cursor, as a row comparison on the
 * side's own index columns (date, created_at, id) — so each side's index scan starts at the
 * cursor instead of skipping rows. A document (is_payment false) sorts after a payment of the
 * same instant; a payment before a document of the same instant.
 */
export function afterCursor(
  c: ListCursor,
  side: { isPayment: boolean; date: SQL; createdAt: SQL; id: SQL },
): SQL {
  const instant = sql`(${side.date}, ${side.createdAt})`;
  const at = sql`(${c.date}::date, ${c.createdAt}::timestamptz)`;
  // Same instant: a row of the cursor's side follows when its id is lower; the other side's rows
  // at that instant follow only when they sort lower (documents after payments), else none do.
  if (side.isPayment === c.isPayment)
    return sql`(${side.date}, ${side.createdAt}, ${side.id}) < (${c.date}::date, ${c.createdAt}::timestamptz, ${c.id})`;
  return side.isPayment ? sql`${instant} < ${at}` : sql`${instant} <= ${at}`;
}
