import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { referenceRoutes } from './reference/routes.ts';

export type ModuleOptions = { authRateLimit: number };

/** Every API module, mounted under /api. A new module adds one line here. */
export const modules: FastifyPluginAsync<ModuleOptions>[] = [healthRoutes, referenceRoutes, authRoutes];
