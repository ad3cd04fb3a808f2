import {
  Anchor,
  PasswordInput,
  type PasswordInputProps,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_TEXT } from '../messages.ts';
import { authClasses } from './AuthPanel.tsx';

const F = AUTH_TEXT.fields;

/** The e-mail input of the login, recovery and sign-up forms. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label={F.email}
      placeholder="tucorreo@ejemplo.com"
      type="email"
      autoComplete="email"
      leftSection={<IconMail size={18} />}
      withAsterisk
      {...props}
    />
  );
}

/** A password input with the lock icon; label and autocomplete come from the form. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={18} />} withAsterisk {...props} />;
}

type PasswordPairForm = {
  getInputProps: (path: 'password' | 'password_confirmation') => Partial<PasswordInputProps>;
};

/** The new password and its confirmation (sign-up step 0 and the password update). */
export function NewPasswordFields({ label, form }: { label: string; form: PasswordPairForm }) {
  return (
    <>
      <PasswordField
        label={label}
        placeholder={F.passwordHint}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={F.confirmPassword}
        placeholder={F.confirmPasswordHint}
        autoComplete="new-password"
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}

type FooterProps = {
  prompt?: string;
  to: string;
  label: string;
  /**
   * Leave this page at once, even while the next one's code loads ('Cargando' meanwhile): by
   * default the navigation waits for it with this page still on screen, and what is typed here in
   * the meantime is lost when the next page replaces it (issue 30 item 3).
   */
  leaveAtOnce?: boolean;
};

/** The line under an auth form linking to another auth screen ('¿Ya tienes una cuenta? Inicia sesión'). */
export function AuthFooterLink({ prompt, to, label, leaveAtOnce = false }: FooterProps) {
  const navigate = useNavigate();
  // <Link> has no flushSync of its own; a plain click navigates here, a new-tab click stays a link's.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { flushSync: true });
  };
  return (
    <Text ta="center" size="sm" className={authClasses.muted}>
      {prompt && `${prompt} `}
      <Anchor
        component={Link}
        to={to}
        onClick={leaveAtOnce ? onClick : undefined}
        className={authClasses.link}
        inherit
      >
        {label}
      </Anchor>
    </Text>
  );
}
