import { z } from 'zod';

/** Route helpers shared by the business modules (docs/api.md §Lists, docs/integrations.md §Tenancy). */

const PG_INT_MAX = 2_147_483_647;

/**
 * A path id. Anything that is not a plausible id fails the params schema, which the error
 * handler answers 404 exactly like an id of another user — so services take plain numbers.
 */
export const ZPathId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((v) => v > 0 && v <= PG_INT_MAX);
export const ZIdParams = z.object({ id: ZPathId });

/** Lists: everything of the user, bounded by a server maximum, with the total in a header. */
export const LIST_MAX = 1000;
export const TOTAL_HEADER = 'x-total-count';
export const ZPage = {
  limit: z.coerce.number().int().min(1).max(LIST_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
};
export type Page = { limit?: number | undefined; offset?: number | undefined };
export const pageOf = (q: Page): { limit: number; offset: number } => ({
  limit: q.limit ?? LIST_MAX,
  offset: q.offset ?? 0,
});

/** A query flag: present without value, 'true' or '1' → true; 'false', '0' or absent → false. */
export const ZQueryFlag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && !['false', '0'].includes(v.trim().toLowerCase()));
