import { FIELD_MSG } from '../form-fields.ts';

/**
 * Texts of a contact — a sale's client or a purchase's provider (docs/product/2-inventory-income-purchases.md §3, §5: providers have the
 * client fields). Each kind names itself in its own texts (INCOME_MSG, SHOPPING_MSG).
 */
export const CONTACT_MSG = {
  alert: {
    docType: 'Debe seleccionar un tipo de documento',
    docNumber: 'Debe indicar el número de documento',
  },
  nameLong: 'El nombre no puede tener más de 200 caracteres.',
  docNumberLong: 'El número de documento no puede tener más de 20 caracteres.',
  addressLong: FIELD_MSG.addressLong,
} as const;
