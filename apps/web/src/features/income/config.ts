import { INCOME_MSG, type IncomeListItem } from '@cc/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { incomesApi } from '../../api/incomes.ts';
import { type VoidModule, voidTextsOf } from '../../components/credit/DocumentVoidDialogs.tsx';
import type { DocumentLandingConfig } from '../../components/document/DocumentLanding.tsx';
import type { DocumentListConfig } from '../../components/document/DocumentList.tsx';
import { openingBalancesSlot } from '../opening-balances/index.ts';
import { KINDS, listPath, newIncomePath } from './kinds.ts';
import { INCOME_TEXT } from './messages.ts';
import { useVoidIncome, useVoidPayment } from './mutations.ts';
import { incomeQueries } from './queries.ts';

/** How sales differ from the other credit documents on the shared screens (ADR 025 'Web'). */
export const SALE_VOIDING: VoidModule = {
  texts: voidTextsOf(INCOME_MSG),
  useVoid: useVoidIncome,
  useVoidPayment,
};

export const SALE_LIST: DocumentListConfig<IncomeListItem> = {
  useList: (kind) => useInfiniteQuery(incomeQueries.list(kind)),
  landingPath: '/my-income',
  listTitle: (kind) => KINDS[kind].listTitle,
  totalLabel: (kind) => KINDS[kind].totalLabel,
  testIdPrefix: 'income',
  totalColor: 'brand.8',
  empty: INCOME_MSG.empty,
  opening: openingBalancesSlot('receivable'),
  voiding: SALE_VOIDING,
};

export const SALE_LANDING: DocumentLandingConfig = {
  title: INCOME_MSG.title,
  tooltip: INCOME_TEXT.summaryTooltip,
  useSummary: () => useQuery(incomeQueries.summary()),
  exportXlsx: incomesApi.exportXlsx,
  testIdPrefix: 'income',
  addLabel: INCOME_MSG.addButton,
  typeModalTitle: INCOME_MSG.typeModal,
  card: (kind) => ({ label: KINDS[kind].label, caption: INCOME_TEXT.cardCaption[kind], to: listPath(kind) }),
  choice: (kind) => ({
    label: KINDS[kind].short,
    description: KINDS[kind].formTitle,
    ariaLabel: KINDS[kind].short,
    to: newIncomePath(kind),
  }),
  stats: 'budget',
};
