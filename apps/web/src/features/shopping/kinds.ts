import { type PaymentMethod, SHOPPING_CATEGORY, type ShoppingCategoryKey } from '@cc/shared';
import { type DocumentKind, documentPaths, withPayment } from '../../components/document/document-data.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';

/** The three kinds of purchase of spec 2 §2: the :type segment of /shopping-detail and /shopping-form. */
export {
  DOCUMENT_KINDS as SHOPPING_KINDS,
  type DocumentKind as ShoppingKind,
  isDocumentKind as isShoppingKind,
} from '../../components/document/document-data.ts';

type KindInfo = {
  label: string;
  /** 'Registrar nueva compra en {type}'. */
  short: string;
  listTitle: string;
  formTitle: string;
};

export const KINDS = withPayment<KindInfo>({
  cash: {
    label: 'Efectivo',
    short: 'efectivo',
    listTitle: 'Compras en efectivo',
    formTitle: 'Nueva compra en efectivo',
  },
  bank: {
    label: 'Banco',
    short: 'banco',
    listTitle: 'Compras en banco',
    formTitle: 'Nueva compra en banco',
  },
  credit: {
    label: 'Créditos / Cuentas por pagar',
    short: 'crédito',
    listTitle: 'Créditos - Cuentas por pagar',
    formTitle: 'Nueva compra a crédito',
  },
});

/** The :category segment of /shopping-form (spec 2 §2). */
export const CATEGORY_LABELS: Record<ShoppingCategoryKey, string> = {
  inventories: 'Inventario',
  properties: 'Propiedades, planta y equipo',
  others: 'Otros',
};
export const CATEGORY_KEYS = Object.keys(SHOPPING_CATEGORY) as ShoppingCategoryKey[];
export const isCategoryKey = (v: string | undefined): v is ShoppingCategoryKey =>
  (CATEGORY_KEYS as string[]).includes(v ?? '');
export const categoryKeyOf = (id: number): ShoppingCategoryKey =>
  CATEGORY_KEYS.find((k) => SHOPPING_CATEGORY[k] === id) ?? 'others';

export { SHOPPING_TEXT } from './messages.ts';
export { METHOD_LABELS };
export const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

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
