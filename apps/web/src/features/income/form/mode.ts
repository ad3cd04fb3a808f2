import type { DocumentMode } from '../../../components/document/wizard-mode.ts';

/** What /income-form/:type[/:id[/:payment_id]] asks for (spec 2 §2). */
export type FormMode = DocumentMode;

/** Edits of a credit keep its lines, prices and method (spec 2 §4). */
export const locksLines = (mode: FormMode): boolean => mode.kind === 'edit' && mode.doc === 'credit';
