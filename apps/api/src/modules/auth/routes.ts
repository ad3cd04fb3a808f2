import {
  MSG,
  ZDetail,
  ZDevice,
  ZDeviceRefresh,
  ZIdParam,
  ZLogin,
  ZLoginResponse,
  ZRegister,
  ZRegisterResponse,
  ZResetConfirm,
  ZResetRequest,
  ZTokenRefresh,
} from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../deps.ts';
import { captchaSecret, createCaptchaChallenge } from '../../lib/captcha.ts';
import { currentUser, requireUser } from '../../lib/guard.ts';
import { rateLimitPerMinute } from '../../lib/route-rate-limit.ts';
import { deviceName, listDevices, refreshDevice, revokeDevice, revokeUserDevices } from './devices.ts';
import { confirmReset, requestReset } from './reset.ts';
import { login, logout, refreshToken, registerUser } from './service.ts';
import { AUTH_ROUTE_DOC as DOC } from './texts.ts';

const ZChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

/** Registration, login, sessions, password reset and the captcha challenge (docs/product/1-account.md §2-§8). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  const { deps } = app;
  const limited = rateLimitPerMinute(opts.authRateLimit);
  const tags = ['auth'];

  app.get(
    '/captcha/challenge/',
    {
      // Creating a challenge derives one PBKDF2 key, so it is throttled like login.
      config: rateLimitPerMinute(opts.authRateLimit * 6),
      schema: { tags, summary: DOC.challenge, response: { 200: ZChallenge } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const { parameters, signature } = await createCaptchaChallenge(await captchaSecret(deps));
      return { parameters: { ...parameters }, signature };
    },
  );

  app.post(
    '/register/',
    {
      // Each registration hashes a password with scrypt and, outside production, needs no captcha.
      config: limited,
      schema: {
        tags,
        summary: DOC.register,
        body: ZRegister,
        response: { 201: ZRegisterResponse },
      },
    },
    async (req, reply) => {
      const result = await registerUser(deps, req.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login/',
    {
      config: limited,
      schema: { tags, summary: DOC.login, body: ZLogin, response: { 200: ZLoginResponse } },
    },
    async (req) =>
      login(
        deps,
        req.body.email,
        req.body.password,
        req.body.keep ? { name: deviceName(req.headers['user-agent']) } : null,
      ),
  );

  app.post(
    '/token/device/',
    {
      // Unauthenticated like login: a guessed refresh token is refused, and counted as such.
      config: limited,
      schema: { tags, summary: DOC.deviceRefresh, body: ZDeviceRefresh, response: { 200: ZLoginResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return refreshDevice(deps, req.body.refresh_token);
    },
  );

  app.get(
    '/devices/',
    { onRequest: requireUser, schema: { tags, summary: DOC.devices, response: { 200: z.array(ZDevice) } } },
    async (req) => listDevices(deps, currentUser(req).id, req.authDeviceId),
  );

  app.delete(
    '/devices/:id/',
    { onRequest: requireUser, schema: { tags, summary: DOC.revokeDevice, params: ZIdParam } },
    async (req, reply) => {
      await revokeDevice(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/devices/revoke-others/',
    { onRequest: requireUser, schema: { tags, summary: DOC.revokeOtherDevices } },
    async (req, reply) => {
      await revokeUserDevices(deps, currentUser(req).id, req.authTokenId ?? 0);
      return reply.status(204).send();
    },
  );

  app.post(
    '/devices/revoke-all/',
    { onRequest: requireUser, schema: { tags, summary: DOC.revokeAllDevices } },
    async (req, reply) => {
      await revokeUserDevices(deps, currentUser(req).id, null);
      return reply.status(204).send();
    },
  );

  app.post(
    '/logout/',
    { onRequest: requireUser, schema: { tags, summary: DOC.logout } },
    async (req, reply) => {
      if (req.authTokenId) await logout(deps, req.authTokenId);
      // Signing out of a kept device ends the device: its refresh token opens nothing more.
      if (req.authDeviceId) await revokeDevice(deps, currentUser(req).id, req.authDeviceId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/token/refresh',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: DOC.refresh,
        response: { 200: ZTokenRefresh },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { access_token: await refreshToken(deps, user.id, req.authTokenId ?? 0, req.authDeviceId) };
    },
  );

  app.post(
    '/reset/',
    {
      config: limited,
      schema: {
        tags,
        summary: DOC.resetRequest,
        body: ZResetRequest,
        response: { 200: ZDetail },
      },
    },
    async (req) => {
      await requestReset(deps, req.body.email);
      return { detail: MSG.reset.requested.text };
    },
  );

  app.put(
    '/reset/',
    {
      config: limited,
      schema: {
        tags,
        summary: DOC.resetConfirm,
        body: ZResetConfirm,
        response: { 200: ZDetail },
      },
    },
    async (req) => {
      await confirmReset(deps, req.body.token, req.body.password);
      return { detail: MSG.reset.updated.text };
    },
  );
};
