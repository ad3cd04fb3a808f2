import { identificationText, SIGNATURE_TEXT, SIGNATURES } from '@cc/shared';
import {
  Alert,
  Button,
  Divider,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle, useNetwork } from '@mantine/hooks';
import {
  type Icon,
  IconChartPie,
  IconChevronRight,
  IconCrown,
  IconDeviceMobile,
  IconFileInvoice,
  IconHome,
  IconLogout,
  IconMail,
  IconMapPin,
  IconPencil,
  IconPhone,
  IconSignature,
  IconUser,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { type Profile, profileQueries } from '../../../api/profiles.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { clearSession, getToken } from '../../../lib/session.ts';
import { EINVOICE_TEXT } from '../../einvoice/index.ts';
import { DevicesSection } from '../components/DevicesSection.tsx';
import { FinancialOptionsModal } from '../components/FinancialOptionsModal.tsx';
import { LogoUploader } from '../components/LogoUploader.tsx';
import { PeriodCloseSection } from '../components/PeriodCloseSection.tsx';
import { PlanModal } from '../components/PlanModal.tsx';
import { formatIdentification, formatLocation, fullName } from '../format.ts';
import { PROFILE_TEXT } from '../messages.ts';
import classes from './ProfilePage.module.css';

const R = PROFILE_TEXT.rows;

/** /my-profile, 'Mi perfil' (docs/product/1-account.md §2). */
export default function ProfilePage() {
  useDocumentTitle('Mi perfil · Cuentas Claras');
  const profile = useQuery(profileQueries.mine());
  // Offline, a profile never opened online says so in plain words (issue 30 item 2).
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const [planOpened, plan] = useDisclosure(false);
  const [optionsOpened, options] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);

  // 'CERRAR SESIÓN': revoke the token, clear the browser session and reload the app.
  const logout = async () => {
    setLeaving(true);
    if (getToken()) await authApi.logout();
    clearSession();
    queryClient.clear();
    window.location.assign('/login');
  };

  return (
    <Stack gap="lg">
      <PageHeader title={PROFILE_TEXT.title} />

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {PROFILE_TEXT.info}
          </Title>
          <Group gap="xs">
            <Button
              component={Link}
              to="/my-profile/form"
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
            >
              {PROFILE_TEXT.edit}
            </Button>
            <Button variant="light" size="xs" leftSection={<IconCrown size={16} />} onClick={plan.open}>
              {PROFILE_TEXT.myPlan}
            </Button>
          </Group>
        </Group>
        <Divider my="md" />
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.data ? (
          <ProfileDetails profile={profile.data} />
        ) : !online ? (
          <LoadError onRetry={() => void profile.refetch()} />
        ) : (
          <Alert color="red" variant="light" title={PROFILE_TEXT.loadFailed}>
            <Group gap="sm">
              <Text size="sm">{UI_TEXT.checkConnection}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => profile.refetch()}>
                {UI_TEXT.retry}
              </Button>
            </Group>
          </Alert>
        )}
      </Paper>

      <UnstyledButton onClick={options.open} aria-haspopup="dialog" className={classes.financial}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconChartPie size={28} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} size="lg">
              {PROFILE_TEXT.financial}
            </Text>
            <Text size="sm" c="dimmed">
              {PROFILE_TEXT.financialHint}
            </Text>
          </div>
          <IconChevronRight size={22} color="var(--mantine-color-gray-6)" />
        </Group>
      </UnstyledButton>

      <UnstyledButton component={Link} to="/my-profile/einvoicing" className={classes.financial}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconFileInvoice size={28} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} size="lg">
              {EINVOICE_TEXT.title}
            </Text>
            <Text size="sm" c="dimmed">
              {EINVOICE_TEXT.cardHint}
            </Text>
          </div>
          <IconChevronRight size={22} color="var(--mantine-color-gray-6)" />
        </Group>
      </UnstyledButton>

      <PeriodCloseSection />

      <DevicesSection
        onSignedOut={() => {
          clearSession();
          queryClient.clear();
          window.location.assign('/login');
        }}
      />

      <Group justify="center" mt="xs">
        <Button
          color="red"
          variant="outline"
          leftSection={<IconLogout size={18} />}
          onClick={logout}
          loading={leaving}
        >
          {PROFILE_TEXT.logout}
        </Button>
      </Group>

      <PlanModal opened={planOpened} onClose={plan.close} />
      <FinancialOptionsModal opened={optionsOpened} onClose={options.close} />
      <Cargando visible={leaving} />
    </Stack>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: { icon: Icon; label: string; value: string; testId: string }[] = [
    { icon: IconUser, label: R.name, value: fullName(profile.user), testId: 'profile-name' },
    { icon: IconMail, label: R.email, value: profile.user.email, testId: 'profile-email' },
    { icon: IconDeviceMobile, label: R.cellphone, value: profile.cellphone, testId: 'profile-cellphone' },
    { icon: IconPhone, label: R.phone, value: profile.phone, testId: 'profile-phone' },
    { icon: IconHome, label: R.address, value: profile.address, testId: 'profile-address' },
    { icon: IconMapPin, label: R.location, value: formatLocation(profile.city), testId: 'profile-location' },
    // Who signs the statements (issue 23 item 5), once stated.
    ...(profile.legal_rep_name
      ? [
          {
            icon: IconSignature,
            label: SIGNATURES.legal,
            value: `${profile.legal_rep_name} · ${identificationText(profile.legal_rep_identification)}`,
            testId: 'profile-legal-rep',
          },
        ]
      : []),
    ...(profile.accountant_name
      ? [
          {
            icon: IconSignature,
            label: SIGNATURES.accountant,
            value: `${profile.accountant_name} · ${SIGNATURE_TEXT.card(profile.accountant_card)}`,
            testId: 'profile-accountant',
          },
        ]
      : []),
  ];
  return (
    <>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="lg" align={{ base: 'center', xs: 'center' }}>
        <LogoUploader image={profile.logo?.image ?? null} tradename={profile.tradename} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }} align="stretch">
          <Title
            order={3}
            size="h2"
            ta={{ base: 'center', xs: 'left' }}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="profile-tradename"
          >
            {profile.tradename}
          </Title>
          <Text c="dimmed" ta={{ base: 'center', xs: 'left' }} data-testid="profile-identification">
            {formatIdentification(profile)}
          </Text>
          <Text ta={{ base: 'center', xs: 'left' }} size="sm" data-testid="profile-activity">
            {profile.economic_activity?.name ?? ''}
          </Text>
        </Stack>
      </Flex>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="xl">
        {rows.map(({ icon: RowIcon, label, value, testId }) => (
          <Group key={label} wrap="nowrap" gap="sm" align="flex-start">
            <ThemeIcon variant="light" color="gray" size="lg" radius="md">
              <RowIcon size={20} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                {label}
              </Text>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
                {value || '—'}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={UI_TEXT.loading}>
      <Group gap="lg" wrap="nowrap">
        <Skeleton height={120} width={120} radius={24} />
        <Stack gap={10} style={{ flex: 1 }}>
          <Skeleton height={22} width="60%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} height={36} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
