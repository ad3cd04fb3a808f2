import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMMERCE_FIELDS } from '../../../../components/commerce-fields.ts';
import { EconomicActivitySelect } from '../../../../components/ReferenceSelects.tsx';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 2: commercial information; the economic activity is a searchable list (CIIU, 499 items). */
export function StepCommercial({ form }: Props) {
  return (
    <Stack gap="md">
      <TextInput {...COMMERCE_FIELDS.tradename} {...form.getInputProps('tradename')} />
      <EconomicActivitySelect {...form.getInputProps('economic_activity')} />
    </Stack>
  );
}
