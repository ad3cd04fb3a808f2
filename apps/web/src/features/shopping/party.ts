import { PROVIDER_SEARCH_MIN, SHOPPING_MSG } from '@cc/shared';
import { providersApi } from '../../api/providers.ts';
import type { PartyKind } from '../../components/document/PartyStep.tsx';
import { SHOPPING_TEXT } from './messages.ts';
import { providerQueries } from './queries.ts';

/** The purchase's provider as a contact kind of the shared party step (docs/product/2-inventory-income-purchases.md §5). */
export const PROVIDER_PARTY: PartyKind = {
  lookupLabel: SHOPPING_TEXT.party.lookup,
  byDocument: providersApi.byDocument,
  search: { label: SHOPPING_TEXT.party.name, min: PROVIDER_SEARCH_MIN, query: providerQueries.search },
  texts: SHOPPING_MSG,
  notFound: SHOPPING_MSG.providerNotFound,
};
