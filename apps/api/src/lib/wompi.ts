import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { WOMPI_REFERENCE_RANDOM_LENGTH } from '@cc/shared';
import { z } from 'zod';

/**
 * Pure Wompi helpers (docs/integrations.md §Wompi): checkout signing, event checksums, references and
 * the transaction lookup client. No database, no config: callers pass secrets and URLs in.
 */

export type WompiMode = 'production' | 'sandbox' | 'simulator';
export const WOMPI_CURRENCY = 'COP';

/** The `environment` an event must carry in each mode: Wompi's sandbox (and our simulator) say 'test'. */
export function expectedEnvironment(mode: WompiMode): 'prod' | 'test' {
  return mode === 'production' ? 'prod' : 'test';
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** `signature:integrity` = hex SHA-256(reference + cents + currency + [expiration] + secret); not an HMAC. */
export function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  secret: string,
  expirationTime?: string,
): string {
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${secret}`);
}

/** Constant-time, case-insensitive comparison of two hex digests. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Plausible bounds for an event's times: Wompi stamps events with the current time, so anything
 * outside 2000-01-01 … 9999-12-31 is garbage (and year 99999 would fail deep in PostgreSQL).
 */
export const EVENT_TIME_MIN = Date.UTC(2000, 0, 1);
export const EVENT_TIME_MAX = Date.UTC(9999, 11, 31, 23, 59, 59);

/** `sent_at`: an ISO-8601 instant (Wompi sends `2018-07-20T16:45:05.000Z`) inside the bounds. */
const ZSentAt = z.iso.datetime({ offset: true }).refine((s) => {
  const ms = Date.parse(s);
  return ms >= EVENT_TIME_MIN && ms <= EVENT_TIME_MAX;
});

/** Nesting far beyond Wompi's (3 levels) only serves to exhaust a recursive serializer or parser. */
export const EVENT_MAX_DEPTH = 16;

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a parsed JSON value nests at most `maxDepth` levels and holds only well-formed strings
 * (a lone UTF-16 surrogate cannot be stored as jsonb). Iterative, so depth itself cannot overflow.
 */
export function isStorableJson(root: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxDepth) return false;
      for (const [key, child] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return false;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return true;
}

export const ZWompiEvent = z.object({
  event: z.string().max(64),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().max(16),
  signature: z.object({
    properties: z.array(z.string().max(128)).max(32),
    checksum: z.string().max(128).optional(),
  }),
  // UNIX seconds, part of the checksum.
  timestamp: z
    .number()
    .int()
    .min(EVENT_TIME_MIN / 1000)
    .max(EVENT_TIME_MAX / 1000),
  sent_at: ZSentAt.optional(),
});
export type WompiEvent = z.infer<typeof ZWompiEvent>;

/** Reads `a.b.c` from an object's own keys (not `constructor`, `__proto__`…); anything missing is undefined. */
function readPath(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** How one property value enters the checksum: null/absent as '' (undocumented; as laravel-wompi). */
function checksumPart(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Event checksum: SHA-256 of the values of `signature.properties` (read from `data`, in the given
 * order) + String(timestamp) + events secret, hex. Properties always come from the event itself.
 */
export function eventChecksum(event: Pick<WompiEvent, 'data' | 'signature' | 'timestamp'>, secret: string) {
  const values = event.signature.properties.map((p) => checksumPart(readPath(event.data, p))).join('');
  return sha256Hex(`${values}${String(event.timestamp)}${secret}`);
}

/**
 * True when every checksum the event carries (body `signature.checksum` and/or header
 * `X-Event-Checksum`) equals the expected one; false when it carries none.
 */
export function verifyEventChecksum(event: WompiEvent, secret: string, headerChecksum?: string): boolean {
  if (!secret) return false;
  const given = [event.signature.checksum, headerChecksum].filter((c): c is string => Boolean(c));
  if (given.length === 0) return false;
  const expected = eventChecksum(event, secret);
  return given.every((c) => sameHex(expected, c));
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Uniformly random alphanumerics from the CSPRNG (randomInt has no modulo bias). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** `<user id>-<record id>-<YYYYMMDD>-<10 random alphanumerics>` (docs/product/1-account.md §7; docs/api.md §Subscriptions). */
export function buildReference(
  userId: number,
  recordId: number,
  date: string,
  random = randomAlphanumeric(WOMPI_REFERENCE_RANDOM_LENGTH),
): string {
  return `${userId}-${recordId}-${date.replaceAll('-', '')}-${random}`;
}

const REFERENCE = /^(\d{1,10})-(\d{1,10})-(\d{8})-([A-Za-z0-9]{10})$/;
/** The parts of one of our references, or null for anything else. */
export function parseReference(reference: string): { userId: number; recordId: number; date: string } | null {
  const m = REFERENCE.exec(reference);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const d = m[3];
  return {
    userId: Number(m[1]),
    recordId: Number(m[2]),
    date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`,
  };
}

export type CheckoutInput = {
  publicKey: string;
  integritySecret: string;
  amountInPesos: number;
  reference: string;
  redirectUrl: string;
  customer: { email: string; fullName: string; phone: string };
};

/** Every Web Checkout field with its exact Wompi name; phone fields only as a pair (Wompi requires both). */
export function checkoutFields(input: CheckoutInput): Record<string, string> {
  const cents = input.amountInPesos * 100;
  const fields: Record<string, string> = {
    'public-key': input.publicKey,
    currency: WOMPI_CURRENCY,
    'amount-in-cents': String(cents),
    reference: input.reference,
    'signature:integrity': integritySignature(input.reference, cents, WOMPI_CURRENCY, input.integritySecret),
    'redirect-url': input.redirectUrl,
    'customer-data:email': input.customer.email,
    'customer-data:full-name': input.customer.fullName,
  };
  const phone = input.customer.phone.replace(/\D/g, '');
  if (phone) {
    fields['customer-data:phone-number'] = phone;
    fields['customer-data:phone-number-prefix'] = '+57';
  }
  return fields;
}

/** The fields of a Wompi transaction we rely on (events' data.transaction and the lookup's data). */
export const ZWompiTransaction = z.object({
  id: z.string().min(1).max(64),
  status: z.string().min(1).max(32),
  reference: z.string().min(1).max(255),
  amount_in_cents: z.number().int().nonnegative().max(2_147_483_647),
  currency: z.string().min(1).max(8),
  created_at: z.string().nullish(),
  finalized_at: z.string().nullish(),
});
export type WompiTransaction = z.infer<typeof ZWompiTransaction>;

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * `GET {apiBase}/transactions/{id}` (no auth, as Wompi's reference example). Returns null when
 * Wompi does not know the id; throws on network errors and unexpected answers.
 */
export async function lookupTransaction(
  apiBase: string,
  transactionId: string,
  fetchImpl: FetchLike = fetch,
  timeoutMs = 10_000,
): Promise<WompiTransaction | null> {
  const url = `${apiBase.replace(/\/$/, '')}/transactions/${encodeURIComponent(transactionId)}`;
  const res = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Wompi lookup answered ${res.status}`);
  const body = z.object({ data: ZWompiTransaction }).parse(await res.json());
  return body.data;
}
