import type { DocumentMode } from '../../../components/document/wizard-mode.ts';

/** What /income-form/:type[/:id[/:payment_id]] asks for (docs/product/2-inventory-income-purchases.md §2). */
export type FormMode = DocumentMode;

/** Edits of a credit keep its lines, prices and method (docs/product/2-inventory-income-purchases.md §4). */
export const locksLines = (mode: FormMode): boolean => mode.kind === 'edit' && mode.doc === 'credit';
