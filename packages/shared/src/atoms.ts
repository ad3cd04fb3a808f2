import { z } from 'zod';
import { isCalendarDate } from './dates.ts';

/** Field atoms shared by every payload schema (server routes and browser forms). */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
/** Whole Colombian pesos: never negative, never fractional, always a safe integer. */
export const ZPesos = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const DATE_INVALID = 'Fecha inválida (AAAA-MM-DD).';
/** A real calendar day 'YYYY-MM-DD' ('2026-02-31' is refused, never rolled to 3 March). */
export const ZIsoDate = z.string().refine(isCalendarDate, DATE_INVALID);
export const ZBoolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Every reference in a response (category, document type, city…): its id and its name. */
export const ZIdName = z.object({ id: z.number(), name: z.string() });
export type IdName = z.infer<typeof ZIdName>;

/** A reply that only says something: `{detail: '…'}` (DRF's shape, kept by the API). */
export const ZDetail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof ZDetail>;
