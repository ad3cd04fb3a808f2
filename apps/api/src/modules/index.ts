import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { chartRoutes } from './charts/routes.ts';
import { expenseRoutes } from './expenses/routes.ts';
import { financialRoutes } from './financial/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { incomeRoutes } from './incomes/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { profilesRoutes } from './profiles/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { shareLinkRoutes } from './share-links/routes.ts';
import { shoppingRoutes } from './shoppings/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { wompiSimulatorRoutes } from './wompi-simulator/routes.ts';

export type ModuleOptions = { authRateLimit: number };

/** Every API module, mounted under /api. A new module adds one line here. */
export const modules: FastifyPluginAsync<ModuleOptions>[] = [
  healthRoutes,
  referenceRoutes,
  authRoutes,
  profilesRoutes,
  subscriptionRoutes,
  financialRoutes,
  inventoryRoutes,
  incomeRoutes,
  shoppingRoutes,
  expenseRoutes,
  notificationRoutes,
  reportRoutes,
  chartRoutes,
  shareLinkRoutes,
];

/** Modules mounted at the root, outside /api (the Wompi simulator's checkout page). */
export const rootModules: FastifyPluginAsync<ModuleOptions>[] = [wompiSimulatorRoutes];
