// What other modules may use from shoppings (ADR 034): its routes, for the module list, and its
// download, for the download thread.
export { exportShoppings } from './export-xlsx.ts';
export { shoppingRoutes } from './routes.ts';
