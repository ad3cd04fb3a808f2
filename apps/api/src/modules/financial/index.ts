// What other modules may use from financial (ADR 034): its routes, for the module list.
export { financialRoutes } from './routes.ts';
