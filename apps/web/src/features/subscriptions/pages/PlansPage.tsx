import { type Plan, SUBSCRIPTION_MSG } from '@cc/shared';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCash,
  IconChartBar,
  IconCoin,
  IconFileAnalytics,
  IconPackage,
  IconReceipt2,
  IconSearch,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationQueries } from '../../../api/notifications.ts';
import { subscriptionQueries, subscriptionsApi } from '../../../api/subscriptions.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { CheckoutModal } from '../components/CheckoutModal.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { PLANS_TEXT, SUBSCRIPTION_TEXT } from '../messages.ts';
import classes from './PlansPage.module.css';

const F = SUBSCRIPTION_TEXT.features;

/** The premium features of docs/product/1-account.md §2, as chips under the text that names them. */
const FEATURES = [
  { icon: IconCoin, label: F.incomes },
  { icon: IconShoppingCart, label: F.shoppings },
  { icon: IconReceipt2, label: F.expenses },
  { icon: IconCash, label: F.payments },
  { icon: IconPackage, label: F.inventory },
  { icon: IconFileAnalytics, label: F.reports },
  { icon: IconSearch, label: F.queries },
  { icon: IconChartBar, label: F.charts },
];

/** /subscription-plans, 'Accede a nuestros planes' (docs/product/1-account.md §2). */
export default function PlansPage() {
  useDocumentTitle(`${SUBSCRIPTION_MSG.plansTitle} · Cuentas Claras`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const plans = useQuery(subscriptionQueries.plans(token));
  const [checkoutPlan, setCheckoutPlan] = useState<Plan | null>(null);
  const [freeLoading, setFreeLoading] = useState<number | null>(null);
  const [freeFailed, setFreeFailed] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  // The server already orders by amount and hides the free plan for a user with a record.
  const sorted = (plans.data ?? [])
    .filter((p) => p.is_active)
    .sort((a, b) => a.amount - b.amount || a.id - b.id);

  const choose = async (plan: Plan) => {
    setFreeFailed(false);
    if (plan.amount > 0) {
      setCheckoutPlan(plan);
      return;
    }
    // The free plan is created active right away, then the welcome screen.
    setFreeLoading(plan.id);
    const result = await subscriptionsApi.create({ subscription_id: plan.id });
    setFreeLoading(null);
    if (result.ok) {
      // The guard, the banner and the bell (subscription notices) read the new subscription.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQueries.all }),
        queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
      ]);
      navigate('/welcome-user');
    } else {
      setFreeFailed(true);
    }
  };

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="plans-title">
        <Title id="plans-title" order={1} size="h2" c="white">
          {SUBSCRIPTION_MSG.plansTitle}
        </Title>
        <Text mt="sm" size="lg" maw={720} className={classes.heroText}>
          {PLANS_TEXT.premium}
        </Text>
        <Group gap={8} mt="lg" aria-hidden="true">
          {FEATURES.map(({ icon: Icon, label }) => (
            <span key={label} className={classes.chip}>
              <Icon size={16} stroke={1.8} />
              {label}
            </span>
          ))}
        </Group>
      </section>

      {freeFailed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          data-testid="free-plan-failed"
        >
          {SUBSCRIPTION_MSG.freePlanFailed}
        </Alert>
      )}

      {plans.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={200} radius="lg" />
          ))}
        </SimpleGrid>
      ) : plans.isError ? (
        <Alert color="red" variant="light" title={SUBSCRIPTION_TEXT.plansLoadFailed}>
          <Group gap="sm">
            <Text size="sm">{UI_TEXT.checkConnection}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => plans.refetch()}>
              {UI_TEXT.retry}
            </Button>
          </Group>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(Math.max(sorted.length, 1), 4) }} spacing="lg">
          {sorted.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              loading={freeLoading === plan.id}
              disabled={freeLoading !== null}
              onChoose={choose}
            />
          ))}
        </SimpleGrid>
      )}

      <CheckoutModal plan={checkoutPlan} onClose={() => setCheckoutPlan(null)} onError={setMessage} />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
