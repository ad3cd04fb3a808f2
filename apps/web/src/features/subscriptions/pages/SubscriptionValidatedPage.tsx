import { SUBSCRIPTION_MSG } from '@cc/shared';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notificationQueries } from '../../../api/notifications.ts';
import { subscriptionQueries } from '../../../api/subscriptions.ts';
import { formatDate } from '../../../lib/format.ts';
import { validateSubscription } from '../activation.ts';
import { PLANS_TEXT, SUBSCRIPTION_TEXT } from '../messages.ts';

// Wompi's transaction ids; anything else in the URL is not sent (the server would refuse it).
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /subscription-validated: the return page after Wompi (docs/product/1-account.md §2). */
export default function SubscriptionValidatedPage() {
  useDocumentTitle(SUBSCRIPTION_TEXT.validatedTitle);
  const [params] = useSearchParams();
  const raw = params.get('id');
  const transactionId = raw && TRANSACTION_ID.test(raw) ? raw : null;
  const queryClient = useQueryClient();

  // Outside the ['subscriptions'] keys, so refreshing the status below does not re-run it.
  const validation = useQuery({
    queryKey: ['subscription-validation', transactionId],
    queryFn: () => validateSubscription(transactionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  // The cached status (guard, side navigation, banner, bell) must see the new subscription.
  const settled = validation.isSuccess || validation.isError;
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
    void queryClient.invalidateQueries({ queryKey: notificationQueries.all });
  }, [settled, queryClient]);

  const result = validation.data;
  return (
    <Center mih="60vh" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480} ta="center">
        {validation.isPending ? (
          <Stack align="center" gap="md" role="status" aria-live="polite">
            <Loader size="lg" />
            <Text fw={600}>{PLANS_TEXT.verifying}</Text>
          </Stack>
        ) : result?.ok ? (
          <Stack align="center" gap="sm" data-testid="subscription-success">
            <ThemeIcon size={72} radius="xl" variant="light" color="brand">
              <IconCircleCheck size={46} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {SUBSCRIPTION_MSG.validated.success}
            </Title>
            <Text fw={700} size="xl" c="brand.8" data-testid="validated-plan">
              {result.planName}
            </Text>
            <Text c="dimmed" data-testid="validated-until">
              {SUBSCRIPTION_MSG.created.text(formatDate(result.finalDate))}
            </Text>
            <Button component={Link} to="/my-profile" size="md" mt="md" fullWidth>
              {SUBSCRIPTION_MSG.validated.finish}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" data-testid="subscription-failed">
            <ThemeIcon size={72} radius="xl" variant="light" color="red">
              <IconCircleX size={46} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {SUBSCRIPTION_MSG.validatedFailed.title}
            </Title>
            <Text c="dimmed">{SUBSCRIPTION_MSG.validatedFailed.text}</Text>
            <Button component={Link} to="/subscription-plans" size="md" mt="md" fullWidth>
              {SUBSCRIPTION_TEXT.seePlans}
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
