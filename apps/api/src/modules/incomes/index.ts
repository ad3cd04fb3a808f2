// What other modules may use from incomes (ADR 034): its routes, for the module list; its
// download, for the download thread; the invoice a share link shows (share-links).
export { exportIncomes } from './export-xlsx.ts';
export { type InvoiceContent, invoiceContent, renderInvoice } from './invoice-pdf.ts';
export { liveIncomeExists } from './queries.ts';
export { incomeRoutes } from './routes.ts';
export { INCOME_ROUTE_DOC } from './texts.ts';
