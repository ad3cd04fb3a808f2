// What other modules may use from accounts (ADR 034): its routes, for the module list.
export { accountRoutes } from './routes.ts';
