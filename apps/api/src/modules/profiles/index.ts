// What other modules may use from profiles (ADR 034): its routes, for the module list.
export { profilesRoutes } from './routes.ts';
