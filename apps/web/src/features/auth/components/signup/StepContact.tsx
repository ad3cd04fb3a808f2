import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../../../../api/reference.ts';
import { wordsFilter } from '../../../../lib/search.ts';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 3: contact information. The department only loads its cities (spec 1 §2). */
export function StepContact({ form }: Props) {
  const stateId = form.values.state ? Number(form.values.state) : null;
  const states = useQuery(referenceQueries.states());
  const cities = useQuery(referenceQueries.cities(stateId));
  const stateInput = form.getInputProps('state');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Departamento"
          placeholder={states.isLoading ? 'Cargando…' : 'Seleccione'}
          data={toOptions(states.data)}
          searchable
          filter={wordsFilter}
          nothingFoundMessage="Sin resultados"
          allowDeselect={false}
          withAsterisk
          {...stateInput}
          onChange={(value) => {
            form.setFieldValue('state', value ?? '');
            form.setFieldValue('city', '');
          }}
        />
        <Select
          label="Ciudad o municipio"
          placeholder={
            !stateId ? 'Primero elija el departamento' : cities.isLoading ? 'Cargando…' : 'Seleccione'
          }
          data={toOptions(cities.data)}
          disabled={!stateId}
          searchable
          filter={wordsFilter}
          nothingFoundMessage="Sin resultados"
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('city')}
        />
      </SimpleGrid>
      <TextInput
        label="Dirección"
        placeholder="Ej.: Calle 10 # 5-20"
        autoComplete="street-address"
        withAsterisk
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Teléfono"
          placeholder="Ej.: 6012345678"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          withAsterisk
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Celular"
          placeholder="Ej.: 3001234567"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
          {...form.getInputProps('cellphone')}
        />
      </SimpleGrid>
    </Stack>
  );
}
