import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMMERCE_FIELDS } from '../../../../components/commerce-fields.ts';
import { DocumentTypeSelect } from '../../../../components/ReferenceSelects.tsx';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 1: personal information. */
export function StepPersonal({ form }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...COMMERCE_FIELDS.first_name} {...form.getInputProps('first_name')} />
        <TextInput {...COMMERCE_FIELDS.last_name} {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <DocumentTypeSelect {...form.getInputProps('identification_type')} />
      <TextInput
        {...COMMERCE_FIELDS.identification_number}
        {...form.getInputProps('identification_number')}
      />
    </Stack>
  );
}
