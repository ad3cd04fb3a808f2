import type { TextInputProps } from '@mantine/core';
import { COMMERCE_FIELD_TEXT as C } from './messages.ts';

/**
 * Label, hint and browser autocomplete of the commerce and contact text fields, shared by the
 * sign-up wizard and the profile form (docs/product/1-account.md §3: the same fields on both sides). Spread before
 * the form's input props: `<TextInput {...COMMERCE_FIELDS.tradename} {...form.getInputProps('tradename')} />`.
 */
export const COMMERCE_FIELDS = {
  tradename: {
    ...C.tradename,
    autoComplete: 'organization',
    withAsterisk: true,
  },
  first_name: {
    ...C.first_name,
    autoComplete: 'given-name',
    withAsterisk: true,
  },
  last_name: {
    ...C.last_name,
    autoComplete: 'family-name',
    withAsterisk: true,
  },
  identification_number: {
    ...C.identification_number,
    inputMode: 'numeric',
    withAsterisk: true,
  },
  address: {
    ...C.address,
    autoComplete: 'street-address',
    withAsterisk: true,
  },
  phone: {
    ...C.phone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    withAsterisk: true,
  },
  cellphone: {
    ...C.cellphone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    withAsterisk: true,
  },
} satisfies Record<string, TextInputProps>;
