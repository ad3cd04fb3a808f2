import { SHOPPING_CATEGORY, type ShoppingCategoryKey } from '@cc/shared';
import { type DocumentKind, documentPaths, withPayment } from '../../components/document/document-data.ts';
import { SHOPPING_TEXT } from './messages.ts';

/** The three kinds of purchase of docs/product/2-inventory-income-purchases.md §2: the :type segment of /shopping-detail and /shopping-form. */
export {
  DOCUMENT_KINDS as SHOPPING_KINDS,
  type DocumentKind as ShoppingKind,
  isDocumentKind as isShoppingKind,
} from '../../components/document/document-data.ts';

export const KINDS = withPayment(SHOPPING_TEXT.kinds);

/** The :category segment of /shopping-form (docs/product/2-inventory-income-purchases.md §2). */
export const CATEGORY_LABELS = SHOPPING_TEXT.categories;
export const CATEGORY_KEYS = Object.keys(SHOPPING_CATEGORY) as ShoppingCategoryKey[];
export const isCategoryKey = (v: string | undefined): v is ShoppingCategoryKey =>
  (CATEGORY_KEYS as string[]).includes(v ?? '');
export const categoryKeyOf = (id: number): ShoppingCategoryKey =>
  CATEGORY_KEYS.find((k) => SHOPPING_CATEGORY[k] === id) ?? 'others';

export { METHOD_LABELS, METHOD_OPTIONS } from '../../lib/payment-methods.ts';
export { SHOPPING_TEXT };

// Purchase forms also name the category: only the list and credit routes are the common ones.
export const { list: listPath, credit: creditPath } = documentPaths('shopping');
export const newShoppingPath = (kind: DocumentKind, category: ShoppingCategoryKey) =>
  `/shopping-form/${kind}/${category}`;
export const editShoppingPath = (kind: DocumentKind, category: ShoppingCategoryKey, id: number) =>
  `/shopping-form/edit_${kind}/${category}/${id}`;
export const newPaymentPath = (category: ShoppingCategoryKey, id: number) =>
  `/shopping-form/payment/${category}/${id}`;
export const editPaymentPath = (category: ShoppingCategoryKey, id: number, paymentId: number) =>
  `/shopping-form/edit_payment/${category}/${id}/${paymentId}`;
