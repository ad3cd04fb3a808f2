import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * The request header that makes a create call safe to repeat (docs/decisions/014): the same key
 * from the same user within IDEMPOTENCY_TTL_MS answers the first response and writes nothing.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY_MAX = 255;

const invalid = MSG.idempotency.invalidKey;
/** 1 to 255 printable ASCII characters, like Stripe's keys; a UUID v4 is the usual choice. */
export const ZIdempotencyKey = z
  .string({ error: invalid })
  .min(1, invalid)
  .max(IDEMPOTENCY_KEY_MAX, invalid)
  .regex(/^[\x20-\x7e]+$/, invalid);
