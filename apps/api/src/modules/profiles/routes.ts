import { IMAGE_MSG, PROFILE_MSG, ZIdParam, ZProfileRecord, ZProfileUpdate, ZPublicProfile } from '@cc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../lib/guard.ts';
import { rateLimitPerMinute } from '../../lib/route-rate-limit.ts';
import { listProfiles, publicProfile, updateLogo, updateProfile } from './service.ts';
import { PROFILE_ROUTE_DOC as DOC } from './texts.ts';

/** The `logo` file of a multipart PATCH, read into memory (the multipart limit caps it near 5 MB). */
async function readLogo(req: FastifyRequest): Promise<Buffer> {
  try {
    const part = await req.file();
    if (part?.fieldname !== 'logo') throw AppError.field('logo', PROFILE_MSG.logoRequired);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.field('logo', IMAGE_MSG.tooBig);
    // A malformed multipart body is bad input too: say what we accept.
    throw AppError.field('logo', IMAGE_MSG.invalid);
  }
}

/** The commerce profile (docs/product/1-account.md §2, §3, §5, §7, §8). Needs a login but no subscription. */
export const profilesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  const { deps } = app;
  const tags = ['profiles'];

  app.get(
    '/profiles/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: DOC.get,
        response: { 200: z.array(ZProfileRecord) },
      },
    },
    async (req) => listProfiles(deps, currentUser(req).id),
  );

  app.patch(
    '/profiles/',
    {
      onRequest: requireUser,
      // It checks the current password (an email change) and re-encodes images: throttled like login.
      config: rateLimitPerMinute(opts.authRateLimit),
      schema: {
        tags,
        summary: DOC.update,
        consumes: ['application/json', 'multipart/form-data'],
        // Null for multipart: @fastify/multipart leaves the parts to the handler.
        body: ZProfileUpdate.nullish(),
        response: { 200: ZProfileRecord },
      },
    },
    async (req) => {
      const user = currentUser(req);
      if (req.isMultipart()) return updateLogo(deps, user.id, await readLogo(req));
      if (!req.body) throw AppError.field('tradename', PROFILE_MSG.alert.tradename);
      return updateProfile(deps, user.id, req.body, req.authTokenId);
    },
  );

  app.get(
    '/profiles/public/:id',
    {
      schema: {
        tags,
        summary: DOC.public,
        params: ZIdParam,
        response: { 200: ZPublicProfile },
      },
    },
    async (req) => publicProfile(deps, req.params.id),
  );
};
