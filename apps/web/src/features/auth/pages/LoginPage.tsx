import { MSG } from '@cc/shared';
import { Anchor, Button, Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { AuthFooterLink, EmailField, PasswordField } from '../components/AuthFields.tsx';
import { AuthPanel, authClasses } from '../components/AuthPanel.tsx';
import { AUTH_TEXT, genericFailure } from '../messages.ts';
import { openSession } from '../open-session.ts';
import { loadSignUpPage } from '../sign-up-chunk.ts';

const T = AUTH_TEXT.login;

type Values = { email: string; password: string; keep: boolean };

/** '/' and '/login' (docs/product/1-account.md §2, outcomes of §4). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', password: '', keep: false },
    validate: {
      email: (v) => (v.trim() ? null : MSG.required),
      password: (v) => (v ? null : MSG.required),
    },
  });

  const submit = async (values: Values) => {
    setLoading(true);
    const result = await authApi.login({
      email: values.email.trim(),
      password: values.password,
      ...(values.keep ? { keep: true } : {}),
    });
    if (!result.ok) {
      setLoading(false);
      setMessage(
        result.status === 400
          ? { title: MSG.login.failed.title, text: MSG.login.failed.text, tone: 'error' }
          : genericFailure(result.status),
      );
      return;
    }
    navigate(await openSession(queryClient, result.data), { replace: true });
  };

  // A failed load is left to the route's own import when the link is followed.
  useEffect(() => {
    loadSignUpPage().catch(() => undefined);
  }, []);

  return (
    <AuthPanel title={T.title} subtitle={T.subtitle}>
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={AUTH_TEXT.fields.password}
            placeholder={AUTH_TEXT.fields.passwordPlaceholder}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Checkbox label={T.keep} {...form.getInputProps('keep', { type: 'checkbox' })} />
          <Anchor component={Link} to="/reset-password" className={authClasses.link} size="sm" ta="right">
            {T.forgot}
          </Anchor>
          <Button type="submit" variant="white" size="md" fullWidth loading={loading} mt="xs">
            {T.submit}
          </Button>
          <AuthFooterLink prompt={T.noAccount} to="/sign-up" label={T.signUp} leaveAtOnce />
        </Stack>
      </form>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </AuthPanel>
  );
}
