import { MSG, REDIRECT_AFTER_RESET_MS } from '@cc/shared';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { authApi } from '../../../api/auth.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { AuthFooterLink, EmailField } from '../components/AuthFields.tsx';
import { AuthPanel } from '../components/AuthPanel.tsx';
import { AUTH_TEXT, genericFailure } from '../messages.ts';
import { useDelayedRedirect } from '../use-delayed-redirect.ts';

const T = AUTH_TEXT.reset;

/** '/reset-password': request the recovery email (docs/product/1-account.md §2, §4, §8). */
export function ResetPasswordPage() {
  const redirect = useDelayedRedirect(REDIRECT_AFTER_RESET_MS);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (v: string) => (v.trim() ? null : MSG.required) },
  });

  const submit = async ({ email }: { email: string }) => {
    setLoading(true);
    const result = await authApi.requestReset(email.trim());
    setLoading(false);
    if (result.ok) {
      setMessage({ title: MSG.reset.requested.title, text: MSG.reset.requested.text, tone: 'success' });
      // After 5 s the app goes home (docs/product/1-account.md §4).
      redirect('/');
    } else if (result.status === 400) {
      setMessage({ title: MSG.reset.unknownEmail.title, text: MSG.reset.unknownEmail.text, tone: 'error' });
    } else {
      setMessage(genericFailure(result.status));
    }
  };

  return (
    <AuthPanel title={T.title} subtitle={T.subtitle}>
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" variant="white" size="md" fullWidth loading={loading}>
            {T.submit}
          </Button>
          <AuthFooterLink prompt={T.remembered} to="/login" label={AUTH_TEXT.loginLink} />
        </Stack>
      </form>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </AuthPanel>
  );
}
