import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import {
  digits,
  FIELD_MSG,
  optionalId,
  optionalText,
  PG_INT_MAX,
  requiredId,
  requiredText,
} from '../form-fields.ts';
import { MSG } from '../messages.ts';
import { NIT_MSG } from '../nit.ts';
import { CONTACT_MSG } from './texts.ts';

const C = CONTACT_MSG;
const CONTACT_NAME_MAX = 200;
const CONTACT_DOC_NUMBER_MAX = 20;

/**
 * The contact object of the sale and purchase forms (docs/product/2-inventory-income-purchases.md §3): matched by id, else by
 * doc_type + doc_number. Fields sent replace the stored ones; optional fields left out keep them.
 * The kinds differ only in the text of a missing name (and of an absent object).
 */
export const contactObject = (nameMissing: string) =>
  z.object(
    {
      id: optionalId,
      name: requiredText(nameMissing, CONTACT_NAME_MAX, C.nameLong),
      doc_type: requiredId(C.alert.docType),
      doc_number: requiredText(C.alert.docNumber, CONTACT_DOC_NUMBER_MAX, C.docNumberLong),
      /** A NIT's check digit, if typed apart (it may also end the number: '900123456-8'); checked, stored apart. */
      dv: optionalText(1, NIT_MSG.digits),
      address: optionalText(LIMITS.address, C.addressLong),
      phone: optionalText(LIMITS.phone, MSG.register.phoneLong.text),
      cellphone: optionalText(LIMITS.cellphone, MSG.register.cellphoneLong.text),
      email: z.preprocess(
        (v) => (v === null ? '' : v),
        z
          .string({ error: MSG.register.emailInvalid })
          .trim()
          .toLowerCase()
          .max(LIMITS.email, MSG.register.emailInvalid)
          .refine((e) => e === '' || z.email().safeParse(e).success, MSG.register.emailInvalid)
          .optional(),
      ),
      /** A city id; '', 0 or null clears it, absent keeps it. */
      city: z.preprocess(
        (v) => (v === '' || v === 0 || v === '0' ? null : digits(v)),
        z
          .number({ error: FIELD_MSG.optionInvalid })
          .int(FIELD_MSG.optionInvalid)
          .positive(FIELD_MSG.optionInvalid)
          .max(PG_INT_MAX, FIELD_MSG.optionInvalid)
          .nullable()
          .optional(),
      ),
    },
    { error: nameMissing },
  );

/** An absent contact reports its three '¡Alerta!' fields, like the form's step 1. */
export const contactInput = <T extends z.ZodType>(contact: T) => z.preprocess((v) => v ?? {}, contact);
