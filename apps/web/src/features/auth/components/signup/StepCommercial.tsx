import { Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../../../../api/reference.ts';
import { wordsFilter } from '../../../../lib/search.ts';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 2: commercial information; the economic activity is a searchable list (CIIU, 499 items). */
export function StepCommercial({ form }: Props) {
  const activities = useQuery(referenceQueries.economicActivities());
  return (
    <Stack gap="md">
      <TextInput
        label="Nombre comercial"
        placeholder="Ej.: Tienda Doña Rosa"
        autoComplete="organization"
        withAsterisk
        {...form.getInputProps('tradename')}
      />
      <Select
        label="Actividad económica"
        placeholder={activities.isLoading ? 'Cargando…' : 'Escriba para buscar'}
        data={toOptions(activities.data)}
        searchable
        filter={wordsFilter}
        limit={60}
        maxDropdownHeight={280}
        nothingFoundMessage="No se encontraron actividades"
        leftSection={<IconSearch size={16} />}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('economic_activity')}
      />
    </Stack>
  );
}
