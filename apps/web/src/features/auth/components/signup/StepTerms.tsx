import { Anchor, Box, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import { AUTH_TEXT } from '../../messages.ts';
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
        {AUTH_TEXT.terms.readFirst}{' '}
        <Anchor
          href="#terminos"
          onClick={(event) => {
            event.preventDefault();
            onOpenTerms();
          }}
          className={authClasses.link}
          inherit
        >
          {AUTH_TEXT.terms.link}
        </Anchor>
        .
      </Text>
      <Checkbox
        label={AUTH_TEXT.terms.accept}
        {...form.getInputProps('terms_and_conds', { type: 'checkbox' })}
      />
      <Box>
        <AltchaWidget ref={captchaRef} onPayload={onCaptcha} />
      </Box>
    </Stack>
  );
}
