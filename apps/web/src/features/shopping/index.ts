/** The purchases feature's face (ADR 034). */
export { shoppingPages } from './routes.ts';
