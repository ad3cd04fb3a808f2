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
import { ONBOARDING_TEXT } from '../messages.ts';

const T = ONBOARDING_TEXT.welcome;

const STEPS = [
  { icon: IconBuildingBank, text: T.steps.assets },
  { icon: IconCreditCard, text: T.steps.liabilities },
  { icon: IconTargetArrow, text: T.steps.budgets },
  { icon: IconPackage, text: T.steps.inventory },
];

/** /welcome-user (docs/product/1-account.md §2): greets by the capitalised first name of the stored user. */
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
              {T.hello(name)}
            </Title>
            <Text ta="center" c="dimmed" size="lg">
              {T.title}
            </Text>
          </Stack>
          <Text ta="center">{T.intro}</Text>
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
            {T.start}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
