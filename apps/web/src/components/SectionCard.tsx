import { Divider, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled section of a settings screen (Perfil's devices and period close, Facturación
 * electrónica): the bordered card, its h2, an optional dimmed hint and, unless `divider` is false,
 * a rule before the content.
 */
export function SectionCard(props: {
  title: ReactNode;
  hint?: ReactNode;
  testId: string;
  divider?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid={props.testId}>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {props.hint === undefined ? null : (
        <Text size="sm" c="dimmed" mt={4}>
          {props.hint}
        </Text>
      )}
      {props.divider === false ? null : <Divider my="md" />}
      {props.children}
    </Paper>
  );
}
