import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER, MSG, ZIdempotencyKey } from '@cc/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { fingerprint } from './fingerprint.ts';
import {
  claimKey,
  isExpired,
  type KeyRef,
  purgeExpired,
  readKey,
  recordResponse,
  releaseKey,
  type StoredKey,
} from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create call: an `Idempotency-Key` header makes repeating it safe (docs/decisions/014). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its response is recorded under it in onSend. */
    idempotencyClaim: KeyRef | null;
  }
}

export type IdempotencyOptions = {
  /** How long a repeat waits for a concurrent first request to finish before answering 409. */
  waitMs?: number;
};

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const POLL_MS = 50;
const PURGE_EVERY_MS = 10 * 60 * 1000;
const REPLAYED_HEADER = 'idempotent-replayed';

const ZHeaders = z.looseObject({
  [HEADER]: ZIdempotencyKey.optional().meta({
    description:
      'Clave única por operación (p. ej. un UUID v4). La misma clave del mismo usuario durante 24 h ' +
      'devuelve la primera respuesta (mismo estado y cuerpo, con el encabezado Idempotent-Replayed) ' +
      'sin registrar nada nuevo; con otra petición responde 422, y 409 si la primera sigue en curso.',
  }),
});

/**
 * Idempotency-Key on the routes whose config says `idempotent: true`, designed once for every
 * create call: the header is declared (OpenAPI) and validated on those routes; preHandler claims
 * the key or replays what the first request answered; onSend records that answer.
 * Runs after authentication (keys are per user) and after body validation (a refused body never
 * reached the service, so nothing is stored, as with Stripe).
 */
export function registerIdempotency(app: FastifyInstance, opts: IdempotencyOptions = {}): void {
  const waitMs = opts.waitMs ?? 10_000;
  const { db, clock } = app.deps;
  let lastPurge = Number.NEGATIVE_INFINITY;

  app.decorateRequest('idempotencyClaim', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = { ...route.schema, headers: ZHeaders };
  });

  // Every replica purges now and then: cheap (an index on created_at), and never needed for
  // correctness — expired rows are ignored and taken over anyway.
  const purgeNowAndThen = async (now: Date) => {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await purgeExpired(db, now);
  };

  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent || !req.user) return;
    const header = req.headers[HEADER];
    if (header === undefined) return;
    const parsed = ZIdempotencyKey.safeParse(header);
    if (!parsed.success) throw AppError.field(HEADER, MSG.idempotency.invalidKey);
    const key = parsed.data;
    const ref: KeyRef = { userId: req.user.id, key, requestId: req.id };
    // What the request asks for: the method, the route and the very path it was sent to (its ids:
    // one key sent to two documents is two requests, 422 — never the first one's answer), the
    // query and the body.
    const print = fingerprint({
      method: req.method,
      route: req.routeOptions.url,
      path: requestPath(req.url),
      params: req.params,
      query: req.query,
      body: req.body,
    });
    const deadline = performance.now() + waitMs;
    await purgeNowAndThen(clock.now());
    for (;;) {
      const now = clock.now();
      if (await claimKey(db, ref, print, now)) {
        req.idempotencyClaim = ref;
        return;
      }
      const row = await readKey(db, ref.userId, key);
      // Released (the first one failed with a 5xx) or expired since the claim: claim again.
      const live = row && !isExpired(row, now) ? row : null;
      if (live && live.fingerprint !== print) throw new AppError(422, { detail: MSG.idempotency.keyReused });
      if (live?.status === 'done') return replay(reply, live);
      if (performance.now() >= deadline) throw new AppError(409, { detail: MSG.idempotency.inProgress });
      if (live) await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = null;
    try {
      // A 5xx is the server's failure, rolled back: a retry with the key may run the call again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') await releaseKey(db, claim);
      else await recordResponse(db, claim, reply.statusCode, payload);
    } catch (err) {
      // The document is written; the client still gets its answer. A repeat of the key answers
      // 409 until the claim's lease runs out.
      req.log.error({ err }, 'could not record the idempotent response');
    }
    return payload;
  });
}

/**
 * The path of a request URL, normalised: without the query (fingerprinted parsed), each segment
 * percent-decoded, empty segments and a trailing slash dropped — so the same document asked for
 * twice is the same path, and two documents never are.
 */
export function requestPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return `/${segments.map(decodeSegment).join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function replay(reply: FastifyReply, row: StoredKey): FastifyReply {
  return reply
    .status(row.statusCode ?? 200)
    .header('content-type', 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(row.responseBody ?? '');
}
