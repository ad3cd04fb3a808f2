import { CLIENT_SEARCH_MIN, INCOME_MSG } from '@cc/shared';
import { clients } from '../../db/schema/index.ts';
import { contactDirectory } from '../contacts/index.ts';

/** The seller's clients (docs/product/2-inventory-income-purchases.md §3): a name search needs more than 2 characters. */
const directory = contactDirectory({
  table: clients,
  docUnique: 'clients_user_doc_uq',
  field: 'client',
  searchMin: CLIENT_SEARCH_MIN,
  msg: {
    searchShort: INCOME_MSG.clientSearchShort,
    optionInvalid: INCOME_MSG.optionInvalid,
    docTaken: INCOME_MSG.clientDocTaken,
  },
});

export const {
  records: clientRecords,
  search: searchClients,
  findByDocument: findClientByDocument,
  save: saveClient,
} = directory;
