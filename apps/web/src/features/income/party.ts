import { CLIENT_SEARCH_MIN, INCOME_MSG } from '@cc/shared';
import { clientsApi } from '../../api/clients.ts';
import type { PartyKind } from '../../components/document/PartyStep.tsx';
import { INCOME_TEXT } from './messages.ts';
import { clientQueries } from './queries.ts';

/** The sale's client as a contact kind of the shared party step (and the quick sale's search). */
export const CLIENT_PARTY: PartyKind = {
  lookupLabel: INCOME_TEXT.party.lookup,
  byDocument: clientsApi.byDocument,
  search: { label: INCOME_TEXT.party.name, min: CLIENT_SEARCH_MIN, query: clientQueries.search },
  texts: INCOME_MSG,
  notFound: INCOME_MSG.clientNotFound,
};
