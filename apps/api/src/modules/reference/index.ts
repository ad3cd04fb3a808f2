// What other modules may use from reference (ADR 034): its routes, for the module list.
export { referenceRoutes } from './routes.ts';
