import { Anchor, Box, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import type { SignUpValues } from '../../signup.ts';
import { type AltchaHandle, AltchaWidget } from '../AltchaWidget.tsx';
import { authClasses } from '../AuthPanel.tsx';

type Props = {
  form: UseFormReturnType<SignUpValues>;
  onOpenTerms: () => void;
  onCaptcha: (payload: string | null) => void;
  captchaRef: Ref<AltchaHandle>;
};

/** Step 4: terms acceptance (with the terms modal) plus the captcha. */
export function StepTerms({ form, onOpenTerms, onCaptcha, captchaRef }: Props) {
  return (
    <Stack gap="lg">
      <Text size="sm" className={authClasses.muted}>
        Antes de terminar, lee nuestros{' '}
        <Anchor
          href="#terminos"
          onClick={(event) => {
            event.preventDefault();
            onOpenTerms();
          }}
          className={authClasses.link}
          inherit
        >
          términos y condiciones y la política de tratamiento de datos personales
        </Anchor>
        .
      </Text>
      <Checkbox
        label="Acepto los términos y condiciones y autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012."
        {...form.getInputProps('terms_and_conds', { type: 'checkbox' })}
      />
      <Box>
        <AltchaWidget ref={captchaRef} onPayload={onCaptcha} />
      </Box>
    </Stack>
  );
}
