// What other modules may use from health (ADR 034): its routes, for the module list.
export { healthRoutes } from './routes.ts';
