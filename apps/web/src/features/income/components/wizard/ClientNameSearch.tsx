import { CLIENT_SEARCH_MIN, type ClientRecord } from '@cc/shared';
import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '../../queries.ts';

type Props = {
  value: string;
  onChange: (name: string) => void;
  onPick: (client: ClientRecord) => void;
};

/** The client's name, which also searches saved clients once more than 2 characters are typed. */
export function ClientNameSearch({ value, onChange, onPick }: Props) {
  const [debounced] = useDebouncedValue(value.trim(), 300);
  const enabled = debounced.length >= CLIENT_SEARCH_MIN;
  const found = useQuery({ ...clientQueries.search(debounced), enabled });
  const clients = enabled ? (found.data ?? []) : [];
  const data = clients.map((c) => ({ value: String(c.id), label: c.name }));
  const byId = new Map(clients.map((c) => [String(c.id), c]));

  return (
    <Autocomplete
      label="Nombre del cliente"
      placeholder="Escriba para buscar o registrar"
      withAsterisk
      value={value}
      onChange={onChange}
      data={data}
      // The server already matched the name; the picker shows every answer.
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const client = byId.get(id);
        if (client) onPick(client);
      }}
      renderOption={({ option }) => {
        const client = byId.get(option.value);
        return (
          <div>
            <Text size="sm">{client?.name}</Text>
            <Text size="xs" c="dimmed">
              {client ? `${client.doc_type.name} ${client.doc_number}` : ''}
            </Text>
          </div>
        );
      }}
    />
  );
}
