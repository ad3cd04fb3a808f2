import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../deps.ts';
import { accountRoutes } from './accounts/index.ts';
import { authRoutes } from './auth/index.ts';
import { booksRoutes } from './books/index.ts';
import { chartRoutes } from './charts/index.ts';
import { einvoiceRoutes } from './einvoice/index.ts';
import { expenseRoutes } from './expenses/index.ts';
import { financialRoutes } from './financial/index.ts';
import { healthRoutes } from './health/index.ts';
import { incomeRoutes } from './incomes/index.ts';
import { inventoryRoutes } from './inventory/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { profilesRoutes } from './profiles/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { reportRoutes } from './reports/index.ts';
import { shareLinkRoutes } from './share-links/index.ts';
import { shoppingRoutes } from './shoppings/index.ts';
import { subscriptionRoutes, subscriptionStatus } from './subscriptions/index.ts';
import { wompiSimulatorRoutes } from './wompi-simulator/index.ts';

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
  // Subscriptions writes the bell's notices, so the bell gets subscriptions' status from here.
  notificationRoutes(subscriptionStatus),
  reportRoutes,
  booksRoutes,
  accountRoutes,
  chartRoutes,
  shareLinkRoutes,
  einvoiceRoutes,
];

/** Modules mounted at the root, outside /api (the Wompi simulator's checkout page). */
export const rootModules: FastifyPluginAsync<ModuleOptions>[] = [wompiSimulatorRoutes];
