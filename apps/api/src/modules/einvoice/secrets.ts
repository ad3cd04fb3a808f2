import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { sharedSetting } from '../../lib/app-settings.ts';
import { seal, unseal } from '../../lib/secret-box.ts';

export const EINVOICE_KEY_SETTING = 'einvoice_secret_key';

/** What the key is read from: the config's EINVOICE_SECRET_KEY, else the installation's own. */
export type SecretKeyDeps = { config: { einvoice: { secretKey: Buffer | undefined } }; db: Executor };
const generatedKeys = new WeakMap<SecretKeyDeps, Promise<Buffer>>();

/**
 * EINVOICE_SECRET_KEY when set (required in production, config.ts); otherwise — development,
 * tests, a trial install — one key generated once for the installation and kept in app_settings
 * like the captcha's, so every replica opens what another sealed. Read once per app.
 */
export async function secretKey(deps: SecretKeyDeps): Promise<Buffer> {
  const configured = deps.config.einvoice.secretKey;
  if (configured) return configured;
  let key = generatedKeys.get(deps);
  if (!key) {
    key = sharedSetting(deps.db, EINVOICE_KEY_SETTING, () => randomBytes(32).toString('hex')).then((hex) =>
      Buffer.from(hex, 'hex'),
    );
    generatedKeys.set(deps, key);
    key.catch(() => generatedKeys.delete(deps));
  }
  return key;
}

/** The sealed fields of a shop's set-up. */
export type SecretField = 'pin' | 'certificate' | 'certificate_password';
const context = (userId: number, field: SecretField) => `einvoice_settings:${userId}:${field}`;

export const sealFor = (key: Buffer, userId: number, field: SecretField, plaintext: Buffer): string =>
  seal(key, plaintext, context(userId, field));

export const unsealFor = (key: Buffer, userId: number, field: SecretField, sealed: string): Buffer =>
  unseal(key, sealed, context(userId, field));
