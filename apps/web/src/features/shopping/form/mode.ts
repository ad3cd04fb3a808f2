import type { ShoppingCategoryKey } from '@cc/shared';
import { type DocumentMode, parseDocumentMode } from '../../../components/document/wizard-mode.ts';
import { isCategoryKey } from '../kinds.ts';

/** What /shopping-form/:type/:category[/:id[/:payment_id]] asks for (docs/product/2-inventory-income-purchases.md §2). */
export type FormMode = DocumentMode & { category: ShoppingCategoryKey };

/** null: a path the form does not serve (404). */
export function parseFormMode(
  type?: string,
  category?: string,
  id?: string,
  paymentId?: string,
): FormMode | null {
  if (!isCategoryKey(category)) return null;
  const mode = parseDocumentMode(type, id, paymentId);
  return mode && { ...mode, category };
}
