/** The quick sale's face (ADR 034). */
export { quickSalePages } from './routes.ts';
