import { Button, Card, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconCreditCard,
  IconPackage,
  IconTargetArrow,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/Logo.tsx';
import { capitalizeName } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

const STEPS = [
  { icon: IconBuildingBank, text: 'Activos: caja, bancos, equipos…' },
  { icon: IconCreditCard, text: 'Pasivos: préstamos y cuentas por pagar' },
  { icon: IconTargetArrow, text: 'Presupuesto de ingresos y gastos' },
  { icon: IconPackage, text: 'Inventario inicial' },
];

/** /welcome-user (spec 1 §2): greets by the capitalised first name of the stored user. */
export function WelcomePage() {
  const { user } = useSession();
  const name = capitalizeName(user?.first_name);
  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <Card withBorder radius="lg" padding="xl" maw={560} w="100%" shadow="sm">
        <Stack gap="lg" align="center">
          <LogoMark size={64} />
          <Stack gap={4} align="center">
            <Title order={1} size="h2" ta="center" data-testid="welcome-title">
              {name ? `¡Hola, ${name}!` : '¡Hola!'}
            </Title>
            <Text ta="center" c="dimmed" size="lg">
              Te damos la bienvenida a Cuentas Claras
            </Text>
          </Stack>
          <Text ta="center">
            Para que tus informes partan de cifras reales, registra la información inicial de tu negocio.
            Puedes omitir este paso y completarlo más adelante.
          </Text>
          <List spacing="sm" center w="100%" maw={360}>
            {STEPS.map(({ icon: StepIcon, text }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon variant="light" radius="xl" size={32}>
                    <StepIcon size={18} />
                  </ThemeIcon>
                }
              >
                {text}
              </List.Item>
            ))}
          </List>
          <Button
            component={Link}
            to="/initial-information"
            size="md"
            rightSection={<IconArrowRight size={18} />}
            fullWidth
            maw={320}
          >
            Comenzar
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
