import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where @fastify/rate-limit counts (docs/decisions/015). Without REDIS_URL: in this process's
 * memory, as a single server needs. With REDIS_URL: in Redis, so the per-IP limits hold across
 * every replica behind the load balancer.
 *
 * Redis is not allowed to take the app down: the client fails a command at once instead of
 * queueing it while disconnected (enableOfflineQueue: false, one retry, 500 ms to connect) and
 * the plugin lets the request through when the store fails (skipOnError). While Redis is down the
 * per-IP limit is off, and the per-account login lockout (in the database) still stops password
 * guessing. The app starts without Redis and picks it up when it comes back. ioredis is loaded
 * only when REDIS_URL is set: a single server does not carry it (ADR 029).
 */
export async function rateLimitStore(
  redisUrl: string | undefined,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<{ options: Partial<RateLimitPluginOptions>; close: () => void }> {
  if (!redisUrl) return { options: {}, close: () => {} };
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'cuentas-claras-rate-limit',
  });
  // One warning per outage, not one per reconnection attempt.
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'rate-limit Redis unavailable: per-IP limits are off until it returns');
  });
  redis.on('ready', () => {
    if (down) log.info('rate-limit Redis available again');
    down = false;
  });
  return {
    options: { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true },
    close: () => redis.disconnect(),
  };
}
