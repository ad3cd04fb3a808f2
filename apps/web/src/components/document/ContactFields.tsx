import { Grid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { CitySelect, StateSelect } from '../ReferenceSelects.tsx';
import { PARTY_TEXT as T } from './texts.ts';

/** The optional contact data of a client or provider (docs/product/2-inventory-income-purchases.md §3); selects hold ids as text. */
export type Contact = {
  email: string;
  state: string;
  city: string;
  address: string;
  cellphone: string;
  phone: string;
};

type Props = { contact: Contact; onChange: (patch: Partial<Contact>) => void };

/** Email, department and city, address, cellphone and phone of the sale's client or the purchase's provider. */
export function ContactFields({ contact, onChange }: Props) {
  const text = (field: 'email' | 'address' | 'cellphone' | 'phone') => ({
    value: contact[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.value }),
  });
  const half = { base: 12, sm: 6 };
  return (
    <Grid gutter="sm">
      <Grid.Col span={12}>
        <TextInput label={T.email} type="email" {...text('email')} />
      </Grid.Col>
      <Grid.Col span={half}>
        <StateSelect
          withAsterisk={false}
          clearable
          value={contact.state || null}
          // Another department's cities: the chosen city no longer applies.
          onChange={(v) => onChange({ state: v ?? '', city: '' })}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <CitySelect
          stateId={contact.state ? Number(contact.state) : null}
          label={T.city}
          withAsterisk={false}
          clearable
          value={contact.city || null}
          onChange={(v) => onChange({ city: v ?? '' })}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={T.address} {...text('address')} />
      </Grid.Col>
      <Grid.Col span={half}>
        <TextInput label={T.cellphone} inputMode="tel" {...text('cellphone')} />
      </Grid.Col>
      <Grid.Col span={half}>
        <TextInput label={T.phone} inputMode="tel" {...text('phone')} />
      </Grid.Col>
    </Grid>
  );
}
