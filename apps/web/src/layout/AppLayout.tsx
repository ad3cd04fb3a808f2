import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { useSession } from '../lib/session.ts';
import { LAYOUT_TEXT } from './messages.ts';
import { SideNav } from './SideNav.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';

type Props = { showNav: boolean; children: ReactNode };

/**
 * Signed-in pages: a header with the subscription banner top-right and the six-entry side
 * navigation, which becomes a burger drawer under 768 px (Mantine `sm`).
 */
export function AppLayout({ showNav, children }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // A signed-in user's logo leads into the app, never to the login form (issue 10 item 7).
  const { token } = useSession();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !showNav || !opened, desktop: !showNav } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {showNav && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? LAYOUT_TEXT.menu.close : LAYOUT_TEXT.menu.open}
                aria-expanded={opened}
              />
            )}
            <Link to={token ? '/my-profile' : '/'} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Logo size={30} compactOnMobile />
            </Link>
          </Group>
          <SubscriptionBanner />
        </Group>
      </AppShell.Header>
      {showNav && (
        <AppShell.Navbar p="sm">
          <AppShell.Section grow component={ScrollArea}>
            <SideNav onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <OfflineBanner />
        <div style={{ maxWidth: 1100, marginInline: 'auto' }}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
