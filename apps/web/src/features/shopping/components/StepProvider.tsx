import { PROVIDER_SEARCH_MIN, SHOPPING_MSG } from '@cc/shared';
import { Autocomplete, Button, Grid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { providersApi } from '../../../api/providers.ts';
import { ContactFields } from '../../../components/document/ContactFields.tsx';
import type { Message } from '../../../components/MessageModal.tsx';
import { DocumentTypeSelect } from '../../../components/ReferenceSelects.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { emptyProvider, type ProviderValues, providerFromRecord } from '../form/values.ts';
import { providerQueries } from '../queries.ts';

type Props = {
  provider: ProviderValues;
  onChange: (provider: ProviderValues) => void;
  notify: (message: Message) => void;
};

/**
 * Step 1: the provider (spec 2 §5): looked up by document ('No encontrado' clears it, the user
 * then types a new one) or searched by name from 3 characters, like the sale's client step.
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
    const docNumber = provider.doc_number.trim();
    if (!docNumber) {
      return notify({ title: SHOPPING_MSG.alertTitle, text: SHOPPING_MSG.alert.docNumber, tone: 'error' });
    }
    setLooking(true);
    const result = await providersApi.byDocument(Number(provider.doc_type), docNumber);
    setLooking(false);
    if (result.ok) return onChange(providerFromRecord(result.data));
    // Only a 404 means unknown: it clears the provider but keeps the document, ready for a new one.
    if (result.status === 404) {
      onChange({ ...emptyProvider(), doc_type: provider.doc_type, doc_number: provider.doc_number });
      notify({
        title: SHOPPING_MSG.notFoundTitle,
        text: SHOPPING_MSG.providerNotFound(docNumber),
        tone: 'info',
      });
      return;
    }
    notify(refusalMessage(result));
  };

  return (
    <Stack gap="sm">
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <DocumentTypeSelect
            value={provider.doc_type || null}
            onChange={(v) => set({ doc_type: v ?? '', id: null })}
          />
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
          onChange(picked ? providerFromRecord(picked) : { ...provider, name, id: null });
        }}
        data={[...new Set(found.map((p) => p.name))]}
        maxLength={200}
      />
      <ContactFields contact={provider} onChange={set} />
    </Stack>
  );
}
