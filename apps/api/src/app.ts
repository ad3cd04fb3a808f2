import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MAX_UPLOAD_BYTES, MSG } from '@cc/shared';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { registerIdempotency } from './lib/idempotency/hooks.ts';
import { refuseNulCharacters } from './lib/nul-guard.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { warmDownloads } from './lib/xlsx.ts';
import { modules, rootModules } from './modules/index.ts';

export type BuildOptions = {
  deps: AppDeps;
  logger?: boolean;
  /** Where logs go when `logger` is on (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** Requests per minute per client on registration, login and password reset. */
  authRateLimit?: number;
  /** How long a repeated Idempotency-Key waits for its first request (tests shorten it). */
  idempotencyWaitMs?: number;
};

const JSON_BODY_LIMIT = 1024 * 1024;
/** Brotli level 4: most of the size win of level 11 at a fraction of its CPU, per response. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Vite names every file under /assets/ by its content hash, so a browser may keep it for a year;
 * index.html (and any other unhashed file) is revalidated so a new release is seen at once.
 */
function spaCacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Fastify's request log fields, with the secret of a password-reset link cut out of the URL:
 * the browser loads /changepassword/<token> from this server when the mail link is opened.
 */
function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/^\/changepassword\/[^/?#]+/, '/changepassword/[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Builds the whole server: API modules, OpenAPI, /media and the SPA. Tests call it with inject(). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  const app = Fastify({
    logger: opts.logger
      ? {
          level: deps.config.logLevel,
          serializers: { req: requestLogFields },
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        }
      : false,
    // JSON bodies only: uploads are multipart, capped by the multipart fileSize limit below.
    bodyLimit: JSON_BODY_LIMIT,
    // Off unless configured: trusting X-Forwarded-For from anyone would let a client pick the
    // IP the login rate limit counts.
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  app.decorateRequest('authTokenId', null);
  app.decorateRequest('authDeviceId', null);
  registerErrorHandler(app);
  app.addHook('preValidation', refuseNulCharacters);
  registerIdempotency(app, { waitMs: opts.idempotencyWaitMs });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https://checkout.wompi.co'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers (JSON lists, reports) are compressed on the fly; the SPA's files were compressed
  // at build time and are sent as they are (preCompressed below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: BROTLI_FAST });
  const counters = await rateLimitStore(deps.config.redisUrl, deps.config.redisKeyPrefix, app.log);
  app.addHook('onClose', async () => counters.close());
  await app.register(rateLimit, { global: false, ...counters.options });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cuentas Claras API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const mod of modules) {
    await app.register(mod, {
      prefix: '/api',
      authRateLimit: opts.authRateLimit ?? deps.config.authRateLimit,
    });
  }
  for (const mod of rootModules)
    await app.register(mod, { authRateLimit: opts.authRateLimit ?? deps.config.authRateLimit });

  await app.register(fastifyStatic, {
    root: path.resolve(deps.config.uploadsDir),
    prefix: '/media/',
    decorateReply: false,
    index: false,
  });

  const webDist = deps.config.webDist;
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: spaCacheHeaders,
    });
  }
  // Any non-API GET path is a client-side route: the SPA renders it (or its 'ERROR 404').
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');
    if (hasSpa && request.method === 'GET' && !isApi) {
      return reply.type('text/html').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ detail: MSG.notFound });
  });
  // The downloads' writer compiled as the server starts, not in a user's first download (ADR
  // 023). Tests through inject() never listen.
  app.addHook('onListen', () => {
    void warmDownloads().catch(() => undefined);
  });

  return app;
}
