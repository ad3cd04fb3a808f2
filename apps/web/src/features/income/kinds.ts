import { documentPaths, withPayment } from '../../components/document/document-data.ts';
import { INCOME_TEXT } from './messages.ts';

/** The three kinds of income of docs/product/2-inventory-income-purchases.md §2: the path segment of /income-detail/:type and /income-form/:type. */
export {
  DOCUMENT_KINDS as INCOME_KINDS,
  type DocumentKind as IncomeKind,
  isDocumentKind as isIncomeKind,
} from '../../components/document/document-data.ts';

export const KINDS = withPayment(INCOME_TEXT.kinds);

export { METHOD_LABELS, METHOD_OPTIONS, TYPE_LABELS } from '../../lib/payment-methods.ts';

const PATHS = documentPaths('income');
export const {
  list: listPath,
  credit: creditPath,
  create: newIncomePath,
  edit: editIncomePath,
  payment: newPaymentPath,
  editPayment: editPaymentPath,
} = PATHS;
