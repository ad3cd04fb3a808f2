import { z } from 'zod';

const PG_INT_MAX = 2_147_483_647;

/**
 * `:id` of a record path. Anything that is not a plausible id becomes null, which the
 * handlers answer as 404 like any id the user does not own.
 */
export const ZIdParams = z.object({
  id: z
    .string()
    .transform((v) => (/^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= PG_INT_MAX ? Number(v) : null)),
});

/** Lists: everything of the user, bounded by a server maximum (API.md 'Lists'). */
export const LIST_MAX = 1000;
export const ZPage = {
  limit: z.coerce.number().int().min(1).max(LIST_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
};
export type Page = { limit?: number | undefined; offset?: number | undefined };
export const TOTAL_HEADER = 'x-total-count';
