import { type ContactRecord, isFinalConsumerDocument } from '@cc/shared';
import type { Contact } from './ContactFields.tsx';

/** A sale's client or a purchase's provider as typed (docs/product/2-inventory-income-purchases.md §3): selects hold ids as text ('' = none). */
export type PartyFields = Contact & {
  id: number | null;
  name: string;
  doc_type: string;
  doc_number: string;
};

export const emptyParty: PartyFields = {
  id: null,
  name: '',
  doc_type: '',
  doc_number: '',
  email: '',
  state: '',
  city: '',
  address: '',
  cellphone: '',
  phone: '',
};

export function partyFromRecord(c: ContactRecord): PartyFields {
  return {
    id: c.id,
    name: c.name,
    doc_type: String(c.doc_type.id),
    doc_number: c.doc_number,
    email: c.email,
    state: c.city ? String(c.city.state) : '',
    city: c.city ? String(c.city.id) : '',
    address: c.address,
    cellphone: c.cellphone,
    phone: c.phone,
  };
}

/**
 * One typed field. Another document is another contact: the picked id no longer applies; a name
 * typed over 'Consumidor final' starts a new client instead of renaming the walk-in one.
 */
export function withField(
  party: PartyFields,
  field: Exclude<keyof PartyFields, 'id'>,
  value: string,
): PartyFields {
  if (field === 'name' && party.id !== null && isFinalConsumerDocument(party.doc_number)) {
    return { ...emptyParty, name: value };
  }
  const otherDocument = field === 'doc_type' || field === 'doc_number';
  return { ...party, [field]: value, id: otherDocument ? null : party.id };
}

/** The contact object of a save payload; ids travel as digit strings, read by the shared schema. */
export const partyPayload = (c: PartyFields) => ({
  id: c.id ?? undefined,
  name: c.name,
  doc_type: c.doc_type,
  doc_number: c.doc_number,
  email: c.email,
  address: c.address,
  cellphone: c.cellphone,
  phone: c.phone,
  // '' clears a stored city (the schema reads '' as null).
  city: c.city,
});
