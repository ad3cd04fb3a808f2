import { z } from 'zod';
import { ZIdName } from '../atoms.ts';

/** A client or a provider as the API answers it (GET /api/clients/, /api/providers/, a document's). */
export const ZContactRecord = z.object({
  id: z.number(),
  name: z.string(),
  doc_type: ZIdName,
  doc_number: z.string(),
  address: z.string(),
  phone: z.string(),
  cellphone: z.string(),
  email: z.string(),
  /** `state` is the department id. */
  city: ZIdName.extend({ state: z.number() }).nullable(),
});
export type ContactRecord = z.infer<typeof ZContactRecord>;

export const ZClientRecord = ZContactRecord;
export type ClientRecord = ContactRecord;
/** Providers have the client fields (docs/product/2-inventory-income-purchases.md §3). */
export const ZProviderRecord = ZContactRecord;
export type ProviderRecord = ContactRecord;
