import { createHmac, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { captchaUses } from '../db/schema/index.ts';
import { sharedSetting } from './app-settings.ts';

/**
 * Self-hosted ALTCHA (v2, PBKDF2 proof of work), see docs/integrations.md §ALTCHA.
 *
 * Expiry is wall-clock time, not deps.clock: altcha-lib checks `expiresAt` against Date.now()
 * itself (and the widget uses it to refresh an expired challenge), so a fixed test clock must
 * not leak into it.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** What signs and verifies challenges: the HMAC key and the proof-of-work cost. */
export type CaptchaSecret = { hmacKey: string; cost: number };

export const CAPTCHA_KEY_SETTING = 'captcha_hmac_key';

/** What captchaSecret reads of the app's deps (AppDeps, which is above lib: lib does not import it). */
export type CaptchaDeps = {
  config: { captcha: Pick<CaptchaSecret, 'cost'> & { hmacKey: string | undefined } };
  db: Executor;
};
const generatedKeys = new WeakMap<CaptchaDeps, Promise<string>>();

/**
 * CAPTCHA_HMAC_KEY when set; otherwise one key generated once for the whole installation and
 * kept in app_settings, so a challenge issued by one replica is accepted by every other one.
 * Read once per app (the stored key never changes); a failed read is retried on the next call.
 */
export async function captchaSecret(deps: CaptchaDeps): Promise<CaptchaSecret> {
  const { cost, hmacKey } = deps.config.captcha;
  if (hmacKey) return { hmacKey, cost };
  let key = generatedKeys.get(deps);
  if (!key) {
    key = sharedSetting(deps.db, CAPTCHA_KEY_SETTING, () => randomBytes(32).toString('hex'));
    generatedKeys.set(deps, key);
    key.catch(() => generatedKeys.delete(deps));
  }
  return { hmacKey: await key, cost };
}

/** The derived-key signature lets the server verify in deterministic mode without re-deriving. */
const keySignatureSecret = (hmacKey: string) =>
  createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

export async function createCaptchaChallenge(
  captcha: CaptchaSecret,
  opts: { expiresAt?: Date } = {},
): Promise<Challenge> {
  const cost = captcha.cost;
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    // Deterministic mode: the solver needs `counter` attempts, each a PBKDF2 of `cost` rounds.
    // randomInt(max, min): between cost/20 and cost/10 attempts keeps the test cost (1000) fast
    // and the production cost (5000) at a few seconds in a browser's workers.
    counter: randomInt(Math.max(2, Math.floor(cost / 10)), Math.max(1, Math.floor(cost / 20))),
    deriveKey,
    expiresAt: opts.expiresAt ?? new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: captcha.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(captcha.hmacKey),
  });
}

export type CaptchaCheck = { ok: true; key: string; expiresAt: Date } | { ok: false; reason: 'invalid' };

function decode(payload: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const p = parsed as Partial<Payload>;
    const params = p.challenge?.parameters;
    if (!params || typeof params !== 'object' || typeof params.nonce !== 'string') return null;
    if (!p.solution || typeof p.solution !== 'object') return null;
    return p as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks signature, expiry and solution of a widget payload (base64 JSON). Does NOT consume it:
 * call `consumeCaptcha` in the transaction that uses it, so a rejected form can be resent.
 */
export async function checkCaptcha(captcha: CaptchaSecret, payload: string): Promise<CaptchaCheck> {
  const decoded = decode(payload);
  if (!decoded) return { ok: false, reason: 'invalid' };
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: captcha.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(captcha.hmacKey),
    });
    if (!result.verified) return { ok: false, reason: 'invalid' };
  } catch {
    // altcha-lib throws on structurally broken challenges (unknown algorithm, bad hex…).
    return { ok: false, reason: 'invalid' };
  }
  const { nonce, expiresAt } = decoded.challenge.parameters;
  const expiry = expiresAt ? new Date(expiresAt * 1000) : new Date(Date.now() + CAPTCHA_TTL_MS);
  return { ok: true, key: nonce, expiresAt: expiry };
}

/**
 * Marks a verified challenge as used, atomically, in the shared captcha_uses table (so it works
 * across API replicas). Returns false when it was already used. Expired rows are purged here.
 */
export async function consumeCaptcha(tx: Executor, key: string, expiresAt: Date): Promise<boolean> {
  await tx.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
  const rows = await tx
    .insert(captchaUses)
    .values({ key, expiresAt })
    .onConflictDoNothing({ target: captchaUses.key })
    .returning({ key: captchaUses.key });
  return rows.length === 1;
}
