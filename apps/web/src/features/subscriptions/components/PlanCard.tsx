import { type Plan, SUBSCRIPTION_MSG } from '@cc/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatPlanPrice } from '../../../lib/format.ts';
import { durationText, SUBSCRIPTION_TEXT } from '../messages.ts';

type Props = { plan: Plan; loading: boolean; disabled: boolean; onChoose: (plan: Plan) => void };

/** A plan card: name, price (amount / 1000, three decimals — docs/product/1-account.md §2) and 'Elegir'. */
export function PlanCard({ plan, loading, disabled, onChoose }: Props) {
  const free = plan.amount === 0;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="plan-card"
      aria-label={plan.name}
      component="article"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg" data-testid="plan-name">
            {plan.name}
          </Text>
          {free && (
            <Badge variant="light" color="teal">
              {SUBSCRIPTION_TEXT.free}
            </Badge>
          )}
        </Group>
        <Group gap={4} align="baseline" wrap="nowrap">
          <Text fw={800} fz={34} lh={1.1} c="brand.8" data-testid="plan-price">
            <Text span fz={20} fw={700} mr={2} inherit={false} c="brand.8">
              $
            </Text>
            {formatPlanPrice(plan.amount)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {durationText(plan.duration)}
        </Text>
        <Button mt="auto" fullWidth onClick={() => onChoose(plan)} disabled={disabled && !loading}>
          {loading ? SUBSCRIPTION_MSG.loading : SUBSCRIPTION_MSG.choose}
        </Button>
      </Stack>
    </Card>
  );
}
