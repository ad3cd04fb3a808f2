import { MSG, PASSWORD_MIN, REDIRECT_AFTER_RESET_MS } from '@cc/shared';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useParams } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { AuthFooterLink, NewPasswordFields } from '../components/AuthFields.tsx';
import { AuthPanel } from '../components/AuthPanel.tsx';
import { AUTH_TEXT, genericFailure } from '../messages.ts';
import { useDelayedRedirect } from '../use-delayed-redirect.ts';

const T = AUTH_TEXT.change;

type Values = { password: string; password_confirmation: string };

/** '/changepassword/:token': set the new password from the emailed link (docs/product/1-account.md §2, §4, §5, §8). */
export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const redirect = useDelayedRedirect(REDIRECT_AFTER_RESET_MS);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (v) => (v ? null : MSG.required),
      password_confirmation: (v) => (v ? null : MSG.required),
    },
  });

  const submit = async (values: Values) => {
    const R = MSG.register;
    if (values.password !== values.password_confirmation) {
      setMessage({ title: R.passwordMismatch.title, text: R.passwordMismatch.text, tone: 'error' });
      return;
    }
    if (values.password.length < PASSWORD_MIN) {
      setMessage({ title: R.passwordShort.title, text: R.passwordShort.text, tone: 'error' });
      return;
    }
    setLoading(true);
    const result = await authApi.confirmReset({ token, ...values });
    setLoading(false);
    if (result.ok) {
      setMessage({ title: MSG.reset.updated.title, text: MSG.reset.updated.text, tone: 'success' });
      redirect('/login');
    } else if (result.status === 400) {
      setMessage({ title: MSG.reset.rejected.title, text: MSG.reset.rejected.text, tone: 'error' });
    } else {
      setMessage(genericFailure(result.status));
    }
  };

  return (
    <AuthPanel title={T.title} subtitle={T.subtitle}>
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          <NewPasswordFields label={AUTH_TEXT.fields.newPassword} form={form} />
          <Button type="submit" variant="white" size="md" fullWidth loading={loading}>
            {T.submit}
          </Button>
          <AuthFooterLink to="/login" label={T.backToLogin} />
        </Stack>
      </form>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </AuthPanel>
  );
}
