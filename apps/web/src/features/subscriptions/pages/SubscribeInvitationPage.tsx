import { SUBSCRIPTION_MSG } from '@cc/shared';
import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconCoin, IconPackage, IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { AuthPanel, authClasses } from '../../auth/components/AuthPanel.tsx';

const BENEFITS = [
  { icon: IconCoin, text: 'Ingresos, compras y pagos' },
  { icon: IconReceipt2, text: 'Gastos y recordatorios' },
  { icon: IconPackage, text: 'Inventarios' },
  { icon: IconChartBar, text: 'Informes, consultas y gráficas' },
];

/** /subscribe-invitation (public, spec 1 §2): logo, the two texts and 'Ver planes'. */
export default function SubscribeInvitationPage() {
  const { token } = useSession();
  return (
    <AuthPanel title={SUBSCRIPTION_MSG.plansTitle} subtitle={SUBSCRIPTION_MSG.invitation}>
      <Stack gap="lg">
        <Stack gap="sm">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <Group key={text} gap="sm" wrap="nowrap">
              <ThemeIcon variant="white" color="brand.8" size="md" radius="xl">
                <Icon size={16} />
              </ThemeIcon>
              <Text>{text}</Text>
            </Group>
          ))}
        </Stack>
        <Button component={Link} to="/subscription-plans" variant="white" size="md" fullWidth>
          {SUBSCRIPTION_MSG.seePlans}
        </Button>
        {token && (
          <Text ta="center" size="sm" className={authClasses.muted}>
            ¿Quieres usar otra cuenta?{' '}
            <Anchor component={Link} to="/logout" className={authClasses.link} inherit>
              Cerrar sesión
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthPanel>
  );
}
