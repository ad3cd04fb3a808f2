import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMMERCE_FIELDS } from '../../../../components/commerce-fields.ts';
import { CitySelect, StateSelect } from '../../../../components/ReferenceSelects.tsx';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 3: contact information. The department only loads its cities (docs/product/1-account.md §2). */
export function StepContact({ form }: Props) {
  const stateId = form.values.state ? Number(form.values.state) : null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StateSelect
          {...form.getInputProps('state')}
          onChange={(value) => {
            form.setFieldValue('state', value ?? '');
            form.setFieldValue('city', '');
          }}
        />
        <CitySelect stateId={stateId} {...form.getInputProps('city')} />
      </SimpleGrid>
      <TextInput {...COMMERCE_FIELDS.address} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...COMMERCE_FIELDS.phone} {...form.getInputProps('phone')} />
        <TextInput {...COMMERCE_FIELDS.cellphone} {...form.getInputProps('cellphone')} />
      </SimpleGrid>
    </Stack>
  );
}
