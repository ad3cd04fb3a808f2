// What other modules may use from expenses (ADR 034): its routes, for the module list; its
// download, for the download thread; the active reminders, for the bell (notifications).
export { exportExpenses } from './export-xlsx.ts';
export { activeReminders } from './reminders.ts';
export { expenseRoutes } from './routes.ts';
