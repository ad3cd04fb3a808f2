// What other modules may use from share-links (ADR 034): its routes, for the module list.
export { shareLinkRoutes } from './routes.ts';
