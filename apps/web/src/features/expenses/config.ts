import { EXPENSE_MSG, type ExpenseListItem, INCOME_MSG } from '@cc/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { expensesApi } from '../../api/expenses.ts';
import type { VoidModule } from '../../components/credit/DocumentVoidDialogs.tsx';
import type { DocumentLandingConfig } from '../../components/document/DocumentLanding.tsx';
import type { DocumentListConfig } from '../../components/document/DocumentList.tsx';
import { openingBalancesSlot } from '../opening-balances/index.ts';
import { KINDS, listPath, newExpensePath } from './kinds.ts';
import { EXPENSE_TEXT } from './messages.ts';
import { useVoidExpense, useVoidExpensePayment } from './mutations.ts';
import { expenseQueries } from './queries.ts';

const C = EXPENSE_MSG.voidConfirm;

/** How expenses differ from the other credit documents on the shared screens (ADR 025 'Web'). */
export const EXPENSE_VOIDING: VoidModule = {
  texts: {
    confirm: {
      document: { title: EXPENSE_TEXT.voidTitle, text: C.gasto, cancel: C.cancel, confirm: C.confirm },
      payment: {
        title: INCOME_MSG.voidPaymentConfirm.title,
        text: C.abono,
        cancel: C.cancel,
        confirm: C.confirm,
      },
    },
    // docs/product/3-expenses-reports.md §8 has one text for both: 'El gasto o abono {id} ha sido anulado…'.
    success: {
      title: EXPENSE_MSG.voidedOk.title,
      document: EXPENSE_MSG.voidedOk.text,
      payment: EXPENSE_MSG.voidedOk.text,
    },
  },
  useVoid: useVoidExpense,
  useVoidPayment: useVoidExpensePayment,
};

export const EXPENSE_LIST: DocumentListConfig<ExpenseListItem> = {
  useList: (kind) => useInfiniteQuery(expenseQueries.list(kind)),
  landingPath: '/my-expenses',
  listTitle: (kind) => KINDS[kind].listTitle,
  totalLabel: (kind) => KINDS[kind].totalLabel,
  testIdPrefix: 'expense',
  totalColor: 'orange.8',
  empty: EXPENSE_MSG.empty,
  opening: openingBalancesSlot('liability'),
  maw: 760,
  voiding: EXPENSE_VOIDING,
};

export const EXPENSE_LANDING: DocumentLandingConfig = {
  title: EXPENSE_MSG.title,
  tooltip: EXPENSE_TEXT.summaryTooltip,
  useSummary: () => useQuery(expenseQueries.summary()),
  exportXlsx: expensesApi.exportXlsx,
  testIdPrefix: 'expense',
  color: 'orange',
  addLabel: EXPENSE_TEXT.addButton,
  typeModalTitle: EXPENSE_TEXT.typeModalTitle,
  card: (kind) => ({ label: KINDS[kind].label, caption: EXPENSE_TEXT.cardCaption[kind], to: listPath(kind) }),
  choice: (kind) => ({
    label: KINDS[kind].label,
    description: KINDS[kind].formTitle,
    ariaLabel: KINDS[kind].formTitle,
    to: newExpensePath(kind),
  }),
  stats: 'budget',
};
