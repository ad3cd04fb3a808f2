/**
 * A route's per-client-IP rate limit (docs/decisions/015). The counter's key names the limit and
 * its window (@fastify/rate-limit appends `groupId` to the key), so deployments that share one
 * Redis and one key prefix but set different limits (AUTH_RATE_LIMIT) never read each other's
 * counts against the wrong maximum; a limit changed in a rolling update starts a fresh count.
 */
export function rateLimitPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000, groupId: `~${max}/min` } } as const;
}
