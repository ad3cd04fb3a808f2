import { MSG, PASSWORD_MIN, REDIRECT_AFTER_RESET_MS } from '@cc/shared';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { AuthPanel, authClasses } from '../components/AuthPanel.tsx';
import { genericFailure } from '../messages.ts';

type Values = { password: string; password_confirmation: string };

/** '/changepassword/:token': set the new password from the emailed link (spec 1 §2, §4, §5, §8). */
export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

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
      timer.current = window.setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    } else if (result.status === 400) {
      setMessage({ title: MSG.reset.rejected.title, text: MSG.reset.rejected.text, tone: 'error' });
    } else {
      setMessage(genericFailure(result.status));
    }
  };

  return (
    <AuthPanel title="Actualizar contraseña" subtitle="Escribe tu nueva contraseña dos veces">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nueva contraseña"
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
          <Button type="submit" variant="white" size="md" fullWidth loading={loading}>
            Actualizar contraseña
          </Button>
          <Text ta="center" size="sm" className={authClasses.muted}>
            <Anchor component={Link} to="/login" className={authClasses.link} inherit>
              Volver al inicio de sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </AuthPanel>
  );
}
