import { documentPaths, withPayment } from '../../components/document/document-data.ts';
import { EXPENSE_TEXT } from './messages.ts';

/** The three kinds of expense of docs/product/3-expenses-reports.md §2: the segment of /expenses-detail/:type and /expenses-form/:type. */
export {
  DOCUMENT_KINDS as EXPENSE_KINDS,
  type DocumentKind as ExpenseKind,
  isDocumentKind as isExpenseKind,
} from '../../components/document/document-data.ts';

export const KINDS = withPayment(EXPENSE_TEXT.kinds);

const PATHS = documentPaths('expenses');
export const {
  list: listPath,
  credit: creditPath,
  create: newExpensePath,
  edit: editExpensePath,
  payment: newPaymentPath,
  editPayment: editPaymentPath,
} = PATHS;
