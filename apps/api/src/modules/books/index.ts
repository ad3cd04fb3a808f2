// What other modules may use from books (ADR 034): its routes, for the module list.
export { booksRoutes } from './routes.ts';
