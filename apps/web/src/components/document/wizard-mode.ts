import type { PaymentMethod, PaymentType } from '@cc/shared';
import { parseId } from '../../lib/ids.ts';
import { paymentKindOf } from '../../lib/payment-methods.ts';
import { type DocumentKind, isDocumentKind } from './document-data.ts';

/**
 * What a document form route asks for (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2): `:type` is a kind (create),
 * `edit_<kind>` with `:id`, `payment` with `:id` (a new abono of credit `id`) or `edit_payment`
 * with `:id/:payment_id`. Create versus edit is decided by the id in the route.
 */
export type DocumentMode =
  | { kind: 'create'; doc: DocumentKind }
  | { kind: 'edit'; doc: DocumentKind; id: number }
  | { kind: 'payment'; id: number }
  | { kind: 'edit_payment'; id: number; paymentId: number };

/** The mode of a form route's params, or null: a path the form does not serve (404). */
export function parseDocumentMode(type?: string, rawId?: string, rawPaymentId?: string): DocumentMode | null {
  const id = parseId(rawId);
  const paymentId = parseId(rawPaymentId);
  if (rawId === undefined) return isDocumentKind(type) ? { kind: 'create', doc: type } : null;
  if (id === null) return null;
  if (rawPaymentId === undefined) {
    if (type === 'payment') return { kind: 'payment', id };
    const edited = type?.startsWith('edit_') ? type.slice('edit_'.length) : undefined;
    return isDocumentKind(edited) ? { kind: 'edit', doc: edited, id } : null;
  }
  return type === 'edit_payment' && paymentId !== null ? { kind: 'edit_payment', id, paymentId } : null;
}

export const isPaymentMode = <M extends DocumentMode>(
  mode: M,
): mode is Extract<M, { kind: 'payment' | 'edit_payment' }> =>
  mode.kind === 'payment' || mode.kind === 'edit_payment';

/** The kind of the document a mode writes: an abono always pays a credit. */
export const kindOfMode = (mode: DocumentMode): DocumentKind =>
  mode.kind === 'create' || mode.kind === 'edit' ? mode.doc : 'credit';

type Saved = { payment_type: PaymentType; payment_method: PaymentMethod | null; deleted?: boolean };

/**
 * Whether the loaded document is what the route names: an edit of its own kind, an abono of a
 * live credit. `/…-form/edit_bank/{id}` of a cash document would silently move it: such a path is
 * a 404, as is an abono of a voided document or of one paid at once.
 */
export function acceptsDocument(mode: DocumentMode, doc: Saved): boolean {
  if (mode.kind === 'create') return true;
  if (doc.deleted) return false;
  return mode.kind === 'edit' ? paymentKindOf(doc) === mode.doc : doc.payment_type === 'CREDITO';
}

/** A module's page titles per mode (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2). */
export type ModeTitles<M> = {
  create: (mode: Extract<M, { kind: 'create' }>) => string;
  edit: (reference: string, mode: Extract<M, { kind: 'edit' }>) => string;
  payment: string;
  editPayment: (reference: string) => string;
};

/** The title of a form: '0007' or '0007-02' is the reference of the document or abono edited. */
export function titleOf<M extends DocumentMode>(titles: ModeTitles<M>, mode: M, reference: string): string {
  if (mode.kind === 'create') return titles.create(mode as Extract<M, { kind: 'create' }>);
  if (mode.kind === 'edit') return titles.edit(reference, mode as Extract<M, { kind: 'edit' }>);
  return mode.kind === 'payment' ? titles.payment : titles.editPayment(reference);
}

/** Where a form leads back to: the list of its kind, or the credit an abono pays. */
export const backTo =
  (paths: { list: (kind: DocumentKind) => string; credit: (id: number) => string }) =>
  (mode: DocumentMode): string =>
    isPaymentMode(mode) ? paths.credit(mode.id) : paths.list(mode.doc);
