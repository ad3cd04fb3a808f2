import { PROVIDER_SEARCH_MIN, SHOPPING_MSG } from '@cc/shared';
import { providersApi } from '../../api/providers.ts';
import type { PartyKind } from '../../components/document/PartyStep.tsx';
import { providerQueries } from './queries.ts';

/** The purchase's provider as a contact kind of the shared party step (spec 2 §5). */
export const PROVIDER_PARTY: PartyKind = {
  lookupLabel: 'Buscar proveedor',
  byDocument: providersApi.byDocument,
  search: { label: 'Nombre del proveedor', min: PROVIDER_SEARCH_MIN, query: providerQueries.search },
  texts: {
    alertTitle: SHOPPING_MSG.alertTitle,
    docType: SHOPPING_MSG.alert.docType,
    docNumber: SHOPPING_MSG.alert.docNumber,
    notFoundTitle: SHOPPING_MSG.notFoundTitle,
    notFound: SHOPPING_MSG.providerNotFound,
  },
};
