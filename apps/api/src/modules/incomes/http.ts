import { z } from 'zod';

const PG_INT_MAX = 2_147_483_647;

/** A path id: anything that is not a plausible id becomes null, answered 404 like an id of another user. */
export const ZPathId = z
  .string()
  .transform((v) => (/^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= PG_INT_MAX ? Number(v) : null));

/** Lists: everything of the user, bounded by a server maximum (API.md 'Lists'). */
export const LIST_MAX = 1000;
export const ZPage = {
  limit: z.coerce.number().int().min(1).max(LIST_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
};
export type Page = { limit?: number | undefined; offset?: number | undefined };
export const TOTAL_HEADER = 'x-total-count';

/** A query flag: present without value, 'true' or '1' → true; 'false', '0' or absent → false. */
export const ZQueryFlag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && !['false', '0'].includes(v.trim().toLowerCase()));
