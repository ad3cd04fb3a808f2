/** The public catalogue's face (ADR 034). */
export { catalogPages } from './routes.ts';
