import { SUBSCRIPTION_MSG } from '@cc/shared';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconCoin, IconPackage, IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI_TEXT } from '../../../components/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { AuthFooterLink, AuthPanel } from '../../auth/index.ts';
import { SUBSCRIPTION_TEXT } from '../messages.ts';

const T = SUBSCRIPTION_TEXT.invitation;

const BENEFITS = [
  { icon: IconCoin, text: T.incomes },
  { icon: IconReceipt2, text: T.expenses },
  { icon: IconPackage, text: T.inventory },
  { icon: IconChartBar, text: T.reports },
];

/** /subscribe-invitation (public, docs/product/1-account.md §2): logo, the two texts and 'Ver planes'. */
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
        {token && <AuthFooterLink prompt={T.otherAccount} to="/logout" label={UI_TEXT.logout} />}
      </Stack>
    </AuthPanel>
  );
}
