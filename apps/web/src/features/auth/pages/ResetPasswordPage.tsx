import { MSG, REDIRECT_AFTER_RESET_MS } from '@cc/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { AuthPanel, authClasses } from '../components/AuthPanel.tsx';
import { genericFailure } from '../messages.ts';

/** '/reset-password': request the recovery email (spec 1 §2, §4, §8). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

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
      // After 5 s the app goes home (spec 1 §4).
      timer.current = window.setTimeout(() => navigate('/'), REDIRECT_AFTER_RESET_MS);
    } else if (result.status === 400) {
      setMessage({ title: MSG.reset.unknownEmail.title, text: MSG.reset.unknownEmail.text, tone: 'error' });
    } else {
      setMessage(genericFailure(result.status));
    }
  };

  return (
    <AuthPanel
      title="Recuperar contraseña"
      subtitle="Te enviaremos un correo electrónico con el enlace para crear una nueva contraseña"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Correo electrónico"
            placeholder="tucorreo@ejemplo.com"
            type="email"
            autoComplete="email"
            leftSection={<IconMail size={18} />}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" variant="white" size="md" fullWidth loading={loading}>
            Enviar enlace
          </Button>
          <Text ta="center" size="sm" className={authClasses.muted}>
            ¿Recordaste tu contraseña?{' '}
            <Anchor component={Link} to="/login" className={authClasses.link} inherit>
              Inicia sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </AuthPanel>
  );
}
