import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../../../../api/reference.ts';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 1: personal information. */
export function StepPersonal({ form }: Props) {
  const documents = useQuery(referenceQueries.documents());
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Nombre(s)"
          placeholder="Ej.: María José"
          autoComplete="given-name"
          withAsterisk
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Apellidos"
          placeholder="Ej.: Rodríguez Gómez"
          autoComplete="family-name"
          withAsterisk
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <Select
        label="Tipo de documento"
        placeholder={documents.isLoading ? 'Cargando…' : 'Seleccione el tipo de documento'}
        data={toOptions(documents.data)}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('identification_type')}
      />
      <TextInput
        label="Número de identificación"
        placeholder="Sin puntos ni espacios"
        inputMode="numeric"
        withAsterisk
        {...form.getInputProps('identification_number')}
      />
    </Stack>
  );
}
