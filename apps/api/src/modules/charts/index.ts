// What other modules may use from charts (ADR 034): its routes, for the module list.
export { chartRoutes } from './routes.ts';
