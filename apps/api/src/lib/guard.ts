import { MSG } from '@cc/shared';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authTokens, userSubscriptions, users } from '../db/schema/index.ts';
import { today } from './clock.ts';
import { AppError } from './errors.ts';
import { sha256 } from './tokens.ts';

// The routes' authentication hooks, used by every module: here under them all, not in auth,
// because auth registers the free trial in subscriptions and subscriptions' routes are guarded
// (a folder cycle otherwise; ADR 034).

/** onRequest hook: `Authorization: Token <token>` → request.user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  if (!match?.[1]) throw AppError.unauthorized();
  const { db, clock } = request.server.deps;
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      deviceId: authTokens.deviceId,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      initialInfo: users.initialInfo,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(match[1])),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  if (!row) throw AppError.unauthorized(MSG.invalidToken);
  const { tokenId, deviceId, ...user } = row;
  request.user = user;
  request.authTokenId = tokenId;
  request.authDeviceId = deviceId;
}

/** The authenticated user of a route behind requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

export async function hasActiveSubscription(request: FastifyRequest, userId: number): Promise<boolean> {
  const { db, clock } = request.server.deps;
  const [row] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionActive, true),
        gte(userSubscriptions.finalDate, today(clock)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** onRequest hook for business routes: authenticated and with an active subscription, else 401/403. */
export async function requireSubscriber(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = currentUser(request);
  if (!(await hasActiveSubscription(request, user.id))) throw AppError.forbidden(MSG.subscriptionRequired);
}
