import { PROVIDER_SEARCH_MIN, type ProviderRecord, SHOPPING_MSG } from '@cc/shared';
import { Autocomplete, Button, Grid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { providersApi } from '../../../api/providers.ts';
import type { Message } from '../../../components/MessageModal.tsx';
import { DocumentTypeSelect } from '../../../components/ReferenceSelects.tsx';
import type { ProviderValues } from '../form/values.ts';
import { providerQueries } from '../queries.ts';

type Props = {
  provider: ProviderValues;
  onChange: (provider: ProviderValues) => void;
  notify: (message: Message) => void;
};

const fromRecord = (p: ProviderRecord): ProviderValues => ({
  id: p.id,
  name: p.name,
  doc_type: String(p.doc_type.id),
  doc_number: p.doc_number,
  address: p.address,
  cellphone: p.cellphone,
  email: p.email,
});

/**
 * Step 1: the provider (spec 2 §5): looked up by document ('No encontrado' when unknown, the user
 * then types a new one) or searched by name from 3 characters.
 */
export function StepProvider({ provider, onChange, notify }: Props) {
  const [debounced] = useDebouncedValue(provider.name.trim(), 300);
  const search = useQuery({
    ...providerQueries.search(debounced),
    enabled: debounced.length >= PROVIDER_SEARCH_MIN && provider.id === null,
  });
  const [looking, setLooking] = useState(false);
  const set = (patch: Partial<ProviderValues>) => onChange({ ...provider, ...patch });
  const found = search.data ?? [];

  const lookup = async () => {
    if (!provider.doc_type)
      return notify({ title: SHOPPING_MSG.alertTitle, text: SHOPPING_MSG.alert.docType, tone: 'error' });
    if (!provider.doc_number.trim()) {
      return notify({ title: SHOPPING_MSG.alertTitle, text: SHOPPING_MSG.alert.docNumber, tone: 'error' });
    }
    setLooking(true);
    const result = await providersApi.byDocument(Number(provider.doc_type), provider.doc_number);
    setLooking(false);
    if (result.ok) return onChange(fromRecord(result.data));
    set({ id: null });
    notify({
      title: SHOPPING_MSG.notFoundTitle,
      text: SHOPPING_MSG.providerNotFound(provider.doc_number.trim()),
      tone: 'error',
    });
  };

  return (
    <Stack gap="sm">
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <DocumentTypeSelect value={provider.doc_type} onChange={(v) => set({ doc_type: v, id: null })} />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 5 }}>
          <TextInput
            label="Número de documento"
            withAsterisk
            value={provider.doc_number}
            onChange={(e) => set({ doc_number: e.currentTarget.value, id: null })}
            maxLength={20}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <Button
            fullWidth
            variant="light"
            loading={looking}
            onClick={() => void lookup()}
            aria-label="Buscar proveedor"
          >
            <IconSearch size={18} />
          </Button>
        </Grid.Col>
      </Grid>
      <Autocomplete
        label="Nombre del proveedor"
        withAsterisk
        value={provider.name}
        onChange={(name) => {
          const picked = found.find((p) => p.name === name);
          onChange(picked ? fromRecord(picked) : { ...provider, name, id: null });
        }}
        data={[...new Set(found.map((p) => p.name))]}
        maxLength={200}
      />
      <TextInput
        label="Dirección"
        value={provider.address}
        onChange={(e) => set({ address: e.currentTarget.value })}
      />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Celular"
            value={provider.cellphone}
            onChange={(e) => set({ cellphone: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Correo"
            value={provider.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
