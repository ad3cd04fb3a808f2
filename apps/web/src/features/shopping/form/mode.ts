import type { ShoppingCategoryKey } from '@cc/shared';
import { parseId } from '../../../lib/ids.ts';
import { creditPath, isCategoryKey, isShoppingKind, listPath, type ShoppingKind } from '../kinds.ts';

/** What /shopping-form/:type/:category[/:id[/:payment_id]] asks for (spec 2 §2). */
export type FormMode =
  | { kind: 'create'; shopping: ShoppingKind; category: ShoppingCategoryKey }
  | { kind: 'edit'; shopping: ShoppingKind; category: ShoppingCategoryKey; id: number }
  | { kind: 'payment'; category: ShoppingCategoryKey; id: number }
  | { kind: 'edit_payment'; category: ShoppingCategoryKey; id: number; paymentId: number };

/** null: a path the form does not serve (404). */
export function parseFormMode(
  type?: string,
  category?: string,
  rawId?: string,
  rawPaymentId?: string,
): FormMode | null {
  if (!isCategoryKey(category)) return null;
  const id = parseId(rawId);
  const paymentId = parseId(rawPaymentId);
  if (rawId === undefined) return isShoppingKind(type) ? { kind: 'create', shopping: type, category } : null;
  if (id === null) return null;
  if (rawPaymentId === undefined) {
    if (type === 'payment') return { kind: 'payment', category, id };
    const edited = type?.startsWith('edit_') ? type.slice('edit_'.length) : undefined;
    if (isShoppingKind(edited)) return { kind: 'edit', shopping: edited, category, id };
    return null;
  }
  return type === 'edit_payment' && paymentId !== null
    ? { kind: 'edit_payment', category, id, paymentId }
    : null;
}

export const isPaymentMode = (
  mode: FormMode,
): mode is Extract<FormMode, { kind: 'payment' | 'edit_payment' }> =>
  mode.kind === 'payment' || mode.kind === 'edit_payment';

/** Success (and 'Regresar') goes back to the list the user came from. */
export const returnPath = (mode: FormMode): string =>
  isPaymentMode(mode) ? creditPath(mode.id) : listPath(mode.shopping);
