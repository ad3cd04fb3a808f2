import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a link opens: one document of one user, until `exp` (seconds since the epoch). */
export type LinkClaim = { kind: 'invoice'; user: number; id: number; exp: number };

const b64 = (buf: Buffer) => buf.toString('base64url');

export const newSigningKey = (): string => b64(randomBytes(32));

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest();

/** 'i.<user>.<id>.<exp>.<hmac>': short enough for a WhatsApp message, nothing to look up. */
export function signLink(key: string, claim: LinkClaim): string {
  const body = `i.${claim.user}.${claim.id}.${claim.exp}`;
  return `${body}.${b64(mac(key, body))}`;
}

/**
 * A well-signed token's claim and whether its week is over; null for anything else (a forged or
 * changed token names nobody). An expired one still names its shop, so the page can say whose.
 */
export function readLink(
  key: string,
  token: string,
  nowSeconds: number,
): { claim: LinkClaim; expired: boolean } | null {
  const m = /^i\.(?<user>\d{1,10})\.(?<id>\d{1,10})\.(?<exp>\d{1,12})\.(?<sig>[A-Za-z0-9_-]{43})$/.exec(
    token,
  );
  if (!m?.groups) return null;
  const { user = '', id = '', exp = '', sig = '' } = m.groups;
  const expected = mac(key, `i.${user}.${id}.${exp}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claim: LinkClaim = { kind: 'invoice', user: Number(user), id: Number(id), exp: Number(exp) };
  return { claim, expired: claim.exp <= nowSeconds };
}

/** The claim of a well-signed, unexpired token; null for anything else (no reason given out). */
export function verifyLink(key: string, token: string, nowSeconds: number): LinkClaim | null {
  const read = readLink(key, token, nowSeconds);
  return read && !read.expired ? read.claim : null;
}
