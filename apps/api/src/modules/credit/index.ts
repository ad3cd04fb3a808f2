// What other modules may use from credit, the engine of the credit documents (ADR 025, 034): the
// kinds' registry, and the routes, writes, lists, postings, payments and exports each kind
// (incomes, shoppings, expenses) builds on; financial's opening balance reads the credit book.
export { type CreditDocRow, creditMessages } from './credit-book.ts';
export { documentRoutes } from './document-crud-routes.ts';
export type { DocumentKind, PaymentForPosting } from './document-kind.ts';
export { listItemBase } from './document-list.ts';
export { documentListRoute } from './document-routes.ts';
export { createDocument, documentHead, editDocument, voidDocument } from './document-writes.ts';
export { docPages, exportDocFields, mapBatches, paymentPages } from './export-batches.ts';
export { buildCreditExport, type CreditExport, type ExportDoc, type PaymentDoc } from './export-xlsx.ts';
export { kindPayments, paymentOut } from './kind-payments.ts';
export { CREDIT_KINDS, type CreditKindList, type KindDownload } from './kinds.ts';
export { lockDocument } from './lock-document.ts';
export { creditPaymentRoutes, kindPaymentRoutes } from './payment-routes.ts';
export { creditPayments } from './payments.ts';
export { type DocumentPostingHead, paymentEntry } from './postings.ts';
export { refreshSettledMany } from './settled.ts';
