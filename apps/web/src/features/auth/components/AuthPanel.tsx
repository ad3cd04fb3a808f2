import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconPackage, IconReceipt2 } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Logo } from '../../../components/Logo.tsx';
import { AUTH_TEXT } from '../messages.ts';
import classes from './AuthPanel.module.css';

const P = AUTH_TEXT.panel;

type Props = {
  title: string;
  subtitle?: string;
  /** Panel width from 768 px up (default 440 px). */
  width?: number;
  children: ReactNode;
};

const FEATURES = [
  { icon: IconPackage, text: P.features.inventory },
  { icon: IconReceipt2, text: P.features.expenses },
  { icon: IconChartBar, text: P.features.reports },
];

/** Public screens (login, sign-up, password recovery): brand column + coloured panel. */
export function AuthPanel({ title, subtitle, width = 440, children }: Props) {
  useDocumentTitle(`${title} · Cuentas Claras`);
  return (
    <div className={classes.page}>
      <Box className={classes.brand}>
        <Logo size={52} />
        <Title order={2} mt="xl" lh={1.2} c="dark.8">
          {P.headline}
        </Title>
        <Text c="dimmed" mt="sm" size="lg">
          {P.tagline}
        </Text>
        <Stack gap="md" mt="xl">
          {FEATURES.map(({ icon: Icon, text }) => (
            <Group key={text} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <Text>{text}</Text>
            </Group>
          ))}
        </Stack>
      </Box>
      <main className={classes.panel} style={{ '--panel-width': `${width}px` } as CSSProperties}>
        <Group justify="center" mb="md">
          <Logo size={40} inverted color="white" />
        </Group>
        <Title order={1} ta="center" size="h2" c="white">
          {title}
        </Title>
        {subtitle && (
          <Text ta="center" className={classes.muted} mt={6}>
            {subtitle}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </main>
    </div>
  );
}

export const authClasses = classes;
