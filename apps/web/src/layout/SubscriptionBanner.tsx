import { BANNER_THRESHOLD_DAYS, SUBSCRIPTION_MSG } from '@cc/shared';
import { Badge, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useSubscriptionStatus } from '../api/subscription-status.ts';
import { capitalizeName, daysBetweenToday } from '../lib/format.ts';
import { useSession } from '../lib/session.ts';
import { LAYOUT_TEXT } from './messages.ts';

/**
 * Top-right banner of docs/product/1-account.md §1: first name and days left, only when 15 days or fewer
 * remain; 'plan de {name}!' for a paid plan, 'prueba gratis!' for the free trial.
 */
export function SubscriptionBanner() {
  const { user } = useSession();
  const { subscription } = useSubscriptionStatus();
  if (!user || !subscription?.final_date) return null;
  const days = daysBetweenToday(subscription.final_date);
  if (!Number.isFinite(days) || days > BANNER_THRESHOLD_DAYS) return null;
  const plan =
    subscription.amount > 0 ? SUBSCRIPTION_MSG.bannerPaid(subscription.name) : SUBSCRIPTION_MSG.bannerFree;
  return (
    <Badge
      size="lg"
      radius="md"
      variant="light"
      color={days <= 3 ? 'red' : 'orange'}
      leftSection={<IconClockHour4 size={16} />}
      styles={{
        root: { textTransform: 'none', height: 'auto', paddingBlock: 4, maxWidth: '100%', minWidth: 0 },
      }}
      data-testid="subscription-banner"
    >
      <Text span fz={{ base: 'xs', sm: 'sm' }} fw={600} lh={1.3} style={{ whiteSpace: 'normal' }}>
        {LAYOUT_TEXT.banner(capitalizeName(user.first_name), days, plan)}
      </Text>
    </Badge>
  );
}
