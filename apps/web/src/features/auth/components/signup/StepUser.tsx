import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import type { SignUpValues } from '../../signup.ts';

type Props = { form: UseFormReturnType<SignUpValues> };

/** Step 0: user information. */
export function StepUser({ form }: Props) {
  return (
    <Stack gap="md">
      <TextInput
        label="Correo electrónico"
        placeholder="tucorreo@ejemplo.com"
        type="email"
        autoComplete="email"
        leftSection={<IconMail size={18} />}
        withAsterisk
        data-autofocus
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Contraseña"
        placeholder="Mínimo 8 caracteres"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirmar contraseña"
        placeholder="Repite la contraseña"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        withAsterisk
        {...form.getInputProps('password_confirmation')}
      />
    </Stack>
  );
}
