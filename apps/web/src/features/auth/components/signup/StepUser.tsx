import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUTH_TEXT } from '../../messages.ts';
import type { SignUpValues } from '../../signup.ts';
import { EmailField, NewPasswordFields } from '../AuthFields.tsx';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 0: user information. */
export function StepUser({ form }: Props) {
  return (
    <Stack gap="md">
      <EmailField data-autofocus {...form.getInputProps('email')} />
      <NewPasswordFields label={AUTH_TEXT.fields.password} form={form} />
    </Stack>
  );
}
