import { SHOPPING_MSG, type ShoppingListItem } from '@cc/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { shoppingsApi } from '../../api/shoppings.ts';
import { type VoidModule, voidTextsOf } from '../../components/credit/DocumentVoidDialogs.tsx';
import type { DocumentLandingConfig } from '../../components/document/DocumentLanding.tsx';
import type { DocumentListConfig } from '../../components/document/DocumentList.tsx';
import { KINDS, listPath } from './kinds.ts';
import { SHOPPING_TEXT } from './messages.ts';
import { useVoidShopping, useVoidShoppingPayment } from './mutations.ts';
import { shoppingQueries } from './queries.ts';

/** How purchases differ from the other credit documents on the shared screens (ADR 025 'Web'). */
export const PURCHASE_VOIDING: VoidModule = {
  texts: voidTextsOf(SHOPPING_MSG),
  useVoid: useVoidShopping,
  useVoidPayment: useVoidShoppingPayment,
};

export const PURCHASE_LIST: DocumentListConfig<ShoppingListItem> = {
  useList: (kind) => useInfiniteQuery(shoppingQueries.list(kind)),
  landingPath: '/my-shopping',
  listTitle: (kind) => KINDS[kind].listTitle,
  totalLabel: (kind) =>
    kind === 'credit' ? SHOPPING_MSG.payableLabel : SHOPPING_MSG.totalLabel(KINDS[kind].short),
  testIdPrefix: 'shopping',
  totalColor: 'brand.8',
  empty: SHOPPING_MSG.empty,
  voiding: PURCHASE_VOIDING,
};

export const PURCHASE_LANDING: DocumentLandingConfig = {
  title: SHOPPING_MSG.title,
  tooltip: SHOPPING_TEXT.summaryTooltip,
  useSummary: () => useQuery(shoppingQueries.summary()),
  exportXlsx: shoppingsApi.exportXlsx,
  testIdPrefix: 'shopping',
  addLabel: SHOPPING_MSG.newModal,
  typeModalTitle: SHOPPING_MSG.newModal,
  card: (kind) => ({
    label: KINDS[kind].label,
    caption: SHOPPING_TEXT.cardCaption[kind],
    to: listPath(kind),
  }),
  // The type leads to that kind's list, whose button asks the category (docs/product/2-inventory-income-purchases.md §2).
  choice: (kind) => ({ label: KINDS[kind].label, to: listPath(kind) }),
  stats: { real: SHOPPING_TEXT.real },
};
