import type { TextInputProps } from '@mantine/core';

/**
 * Label, hint and browser autocomplete of the commerce and contact text fields, shared by the
 * sign-up wizard and the profile form (spec 1 §3: the same fields on both sides). Spread before
 * the form's input props: `<TextInput {...COMMERCE_FIELDS.tradename} {...form.getInputProps('tradename')} />`.
 */
export const COMMERCE_FIELDS = {
  tradename: {
    label: 'Nombre comercial',
    placeholder: 'Ej.: Tienda Doña Rosa',
    autoComplete: 'organization',
    withAsterisk: true,
  },
  first_name: {
    label: 'Nombre(s)',
    placeholder: 'Ej.: María José',
    autoComplete: 'given-name',
    withAsterisk: true,
  },
  last_name: {
    label: 'Apellidos',
    placeholder: 'Ej.: Rodríguez Gómez',
    autoComplete: 'family-name',
    withAsterisk: true,
  },
  identification_number: {
    label: 'Número de identificación',
    placeholder: 'Sin puntos ni espacios',
    inputMode: 'numeric',
    withAsterisk: true,
  },
  address: {
    label: 'Dirección',
    placeholder: 'Ej.: Calle 10 # 5-20',
    autoComplete: 'street-address',
    withAsterisk: true,
  },
  phone: {
    label: 'Teléfono',
    placeholder: 'Ej.: 6012345678',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    withAsterisk: true,
  },
  cellphone: {
    label: 'Celular',
    placeholder: 'Ej.: 3001234567',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    withAsterisk: true,
  },
} satisfies Record<string, TextInputProps>;
