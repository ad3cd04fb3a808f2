import type { ContactRecord } from '@cc/shared';
import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { PARTY_TEXT } from './texts.ts';

/** The name search of a contact kind: from `min` characters, answered by the server. */
export type NameSearch = {
  label: string;
  min: number;
  // biome-ignore lint/suspicious/noExplicitAny: each contact kind's query key is its own tuple type.
  query: (name: string) => UseQueryOptions<ContactRecord[], Error, ContactRecord[], any>;
};

type Props = {
  search: NameSearch;
  value: string;
  onChange: (name: string) => void;
  onPick: (contact: ContactRecord) => void;
};

/** A client's or provider's name, which also searches the saved ones once enough is typed. */
export function PartyNameSearch({ search, value, onChange, onPick }: Props) {
  const [debounced] = useDebouncedValue(value.trim(), 300);
  const enabled = debounced.length >= search.min;
  const found = useQuery({ ...search.query(debounced), enabled });
  const contacts = enabled ? (found.data ?? []) : [];
  const data = contacts.map((c) => ({ value: String(c.id), label: c.name }));
  const byId = new Map(contacts.map((c) => [String(c.id), c]));

  return (
    <Autocomplete
      label={search.label}
      placeholder={PARTY_TEXT.namePlaceholder}
      withAsterisk
      value={value}
      onChange={onChange}
      data={data}
      maxLength={200}
      // The server already matched the name; the picker shows every answer.
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const contact = byId.get(id);
        if (contact) onPick(contact);
      }}
      renderOption={({ option }) => {
        const contact = byId.get(option.value);
        return (
          <div>
            <Text size="sm">{contact?.name}</Text>
            <Text size="xs" c="dimmed">
              {contact ? `${contact.doc_type.name} ${contact.doc_number}` : ''}
            </Text>
          </div>
        );
      }}
    />
  );
}
