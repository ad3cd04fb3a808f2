import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

/** What production needs besides the e-invoicing key. */
const PRODUCTION_WOMPI = {
  NODE_ENV: 'production',
  WOMPI_PUBLIC_KEY: 'pub_prod_x',
  WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
  WOMPI_EVENTS_SECRET: 'prod_events_x',
};

describe('loadConfig', () => {
  it('works with nothing set: simulator, no captcha, no proxy trusted', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, trustProxy: false, logLevel: 'info' });
    expect(c.wompi.mode).toBe('simulator');
    expect(c.captcha.required).toBe(false);
    // No per-process random captcha key (replicas would refuse each other's challenges): unset
    // means the one generated key kept in the database. No Redis: counted in memory.
    expect(c.captcha.hmacKey).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and CAPTCHA_HMAC_KEY', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: 'tienda:',
      CAPTCHA_HMAC_KEY: 'k',
    });
    expect(c).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: 'tienda:' });
    expect(c.captcha.hmacKey).toBe('k');
    expect(loadConfig({}).redisKeyPrefix).toBe('cuentas-claras:');
  });

  it('reads TRUST_PROXY as Fastify takes it: flag, hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') {
      expect(hops('10.0.0.1', 0)).toBe(true);
      expect(hops('203.0.113.9', 1)).toBe(false);
    }
  });

  it('in production requires the captcha and real Wompi credentials, and refuses the simulator', () => {
    const keys = { ...PRODUCTION_WOMPI, EINVOICE_SECRET_KEY: 'ab'.repeat(32) };
    const prod = loadConfig(keys);
    expect(prod.captcha.required).toBe(true);
    expect(prod.wompi).toMatchObject({ mode: 'production', checkoutUrl: 'https://checkout.wompi.co/p/' });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/publicKey/);
    expect(() => loadConfig({ ...keys, WOMPI_MODE: 'simulator' })).toThrow(/simulator/);
  });

  it('in production refuses to start without the e-invoicing key; reads it as hex or base64', () => {
    const keys = PRODUCTION_WOMPI;
    expect(() => loadConfig(keys)).toThrow(/EINVOICE_SECRET_KEY is required/);
    const raw = Buffer.alloc(32, 7);
    expect(loadConfig({ ...keys, EINVOICE_SECRET_KEY: raw.toString('hex') }).einvoice.secretKey).toEqual(raw);
    expect(loadConfig({ ...keys, EINVOICE_SECRET_KEY: raw.toString('base64') }).einvoice.secretKey).toEqual(
      raw,
    );
    expect(() => loadConfig({ EINVOICE_SECRET_KEY: 'short' })).toThrow(/32 bytes/);
    expect(loadConfig({}).einvoice.secretKey).toBeUndefined();
  });
});
