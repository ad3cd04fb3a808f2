import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cuentas Claras <no-reply@cuentasclaras.local>'),
  CAPTCHA_REQUIRED: bool,
  CAPTCHA_HMAC_KEY: z.string().optional(),
  EINVOICE_SECRET_KEY: z.string().optional(),
  EINVOICE_MODE: z.enum(['dian', 'provider', 'simulator']).optional(),
  EINVOICE_DIAN_URL: z.string().optional(),
  EINVOICE_PROVIDER_URL: z.string().optional(),
  EINVOICE_PROVIDER_TOKEN: z.string().optional(),
  WOMPI_MODE: z.enum(['production', 'sandbox', 'simulator']).optional(),
  WOMPI_PUBLIC_KEY: z.string().optional(),
  WOMPI_PRIVATE_KEY: z.string().optional(),
  WOMPI_INTEGRITY_SECRET: z.string().optional(),
  WOMPI_EVENTS_SECRET: z.string().optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('cuentas-claras:'),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** `memory://` for an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  pgliteDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** hmacKey: CAPTCHA_HMAC_KEY; unset → one key generated and shared through the database. */
  captcha: { required: boolean; hmacKey: string | undefined; cost: number };
  /**
   * secretKey: EINVOICE_SECRET_KEY, the AES-256 key that seals the shops' PINs and certificates
   * (ADR 031); unset outside production → one key generated and shared through the database.
   */
  einvoice: {
    secretKey: Buffer | undefined;
    /**
     * Where documents go (EINVOICE_MODE, ADR 041): 'dian' (SOAP to DIAN's web service, the default
     * in production), 'provider' (an authorized provider's HTTP API) or 'simulator' (the offline
     * DIAN simulator in this server, the default elsewhere; refused in production).
     */
    mode: 'dian' | 'provider' | 'simulator';
    /** EINVOICE_DIAN_URL: DIAN's service for both environments (a test server); unset → DIAN's by environment. */
    dianUrl: string | undefined;
    /** EINVOICE_PROVIDER_URL / _TOKEN: the provider's API base and bearer token (docs/einvoicing.md). */
    providerUrl: string | undefined;
    providerToken: string | undefined;
  };
  wompi: {
    mode: 'production' | 'sandbox' | 'simulator';
    publicKey: string;
    privateKey: string;
    integritySecret: string;
    eventsSecret: string;
    checkoutUrl: string;
    apiBase: string;
  };
  tokenTtlDays: number;
  /** Registration, login and password-reset requests per minute per client IP. */
  authRateLimit: number;
  /** Shared rate-limit counters across replicas; unset → counted in each process's memory. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this app writes (several apps or test runs can share a Redis). */
  redisKeyPrefix: string;
  /** Fastify's trustProxy: false, true, addresses/CIDRs of the proxies, or "trust n hops". */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  webDist: string;
  uploadsDir: string;
  outboxDir: string;
};

/** TRUST_PROXY: unset/false → false, true, a hop count, or addresses/CIDRs as Fastify takes them. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

/** EINVOICE_SECRET_KEY: 32 bytes, written as 64 hex digits or as base64. */
function secretKeyOf(value: string | undefined): Buffer | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(v) && key.toString('base64') !== v)) {
    throw new Error('EINVOICE_SECRET_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  return key;
}

/** Environment → typed config, with safe defaults so `npm start` works with nothing set. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(source);
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const mode = e.WOMPI_MODE ?? (isProduction ? 'production' : 'simulator');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const testKeys = mode === 'simulator';
  const config: Config = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pg'),
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captcha: {
      required: isProduction || e.CAPTCHA_REQUIRED,
      hmacKey: e.CAPTCHA_HMAC_KEY || undefined,
      cost: 5_000,
    },
    einvoice: {
      secretKey: secretKeyOf(e.EINVOICE_SECRET_KEY),
      mode: e.EINVOICE_MODE ?? (isProduction ? 'dian' : 'simulator'),
      dianUrl: e.EINVOICE_DIAN_URL || undefined,
      providerUrl: e.EINVOICE_PROVIDER_URL?.replace(/\/$/, '') || undefined,
      providerToken: e.EINVOICE_PROVIDER_TOKEN || undefined,
    },
    wompi: {
      mode,
      publicKey: e.WOMPI_PUBLIC_KEY ?? (testKeys ? 'pub_test_cuentasclaras_simulator' : ''),
      privateKey: e.WOMPI_PRIVATE_KEY ?? (testKeys ? 'prv_test_cuentasclaras_simulator' : ''),
      integritySecret: e.WOMPI_INTEGRITY_SECRET ?? (testKeys ? 'test_integrity_cuentasclaras_simulator' : ''),
      eventsSecret: e.WOMPI_EVENTS_SECRET ?? (testKeys ? 'test_events_cuentasclaras_simulator' : ''),
      checkoutUrl: mode === 'simulator' ? `${publicUrl}/dev/wompi/checkout` : 'https://checkout.wompi.co/p/',
      apiBase: mode === 'production' ? 'https://production.wompi.co/v1' : 'https://sandbox.wompi.co/v1',
    },
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    ...overrides,
  };
  if (config.isProduction && config.wompi.mode === 'simulator') {
    // The simulator approves any payment on request: never in front of real customers.
    throw new Error('WOMPI_MODE=simulator is not allowed when NODE_ENV=production');
  }
  if (config.isProduction) {
    for (const k of ['publicKey', 'integritySecret', 'eventsSecret'] as const) {
      if (!config.wompi[k]) throw new Error(`Wompi ${k} is required when WOMPI_MODE=${config.wompi.mode}`);
    }
  }
  if (config.isProduction && !config.einvoice.secretKey) {
    // A generated key would sit in the same database as what it seals.
    throw new Error('EINVOICE_SECRET_KEY is required when NODE_ENV=production');
  }
  if (config.isProduction && config.einvoice.mode === 'simulator') {
    // The simulator accepts what DIAN would, but nothing reaches DIAN: no real invoice.
    throw new Error('EINVOICE_MODE=simulator is not allowed when NODE_ENV=production');
  }
  if (
    config.einvoice.mode === 'provider' &&
    !(config.einvoice.providerUrl && config.einvoice.providerToken)
  ) {
    throw new Error(
      'EINVOICE_PROVIDER_URL and EINVOICE_PROVIDER_TOKEN are required when EINVOICE_MODE=provider',
    );
  }
  return config;
}
