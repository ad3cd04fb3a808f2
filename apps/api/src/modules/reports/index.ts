// What other modules may use from reports (ADR 034): its routes, for the module list, and the
// ratio charts draw as the reports compute it, and the reports' file writer the download thread runs.
export { ratio } from './ratio.ts';
export { reportRoutes } from './routes.ts';
export { writeReportDownload } from './service.ts';
