import { PROVIDER_SEARCH_MIN, SHOPPING_MSG } from '@cc/shared';
import { providers } from '../../db/schema/index.ts';
import { contactDirectory } from '../contacts/index.ts';

/** The seller's providers: the purchase form's counterpart of the sale's clients. */
const directory = contactDirectory({
  table: providers,
  docUnique: 'providers_user_doc_uq',
  field: 'provider',
  searchMin: PROVIDER_SEARCH_MIN,
  msg: {
    searchShort: SHOPPING_MSG.providerSearchShort,
    optionInvalid: SHOPPING_MSG.optionInvalid,
    docTaken: SHOPPING_MSG.providerDocTaken,
  },
});

export const {
  records: providerRecords,
  search: searchProviders,
  findByDocument: findProviderByDocument,
  save: saveProvider,
} = directory;
