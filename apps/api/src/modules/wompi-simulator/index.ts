// What other modules may use from wompi-simulator (ADR 034): its routes, for the module list.
export { wompiSimulatorRoutes } from './routes.ts';
