import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { UI_TEXT } from './messages.ts';

/** Any unknown path, and routes whose screens are not built yet (docs/product/1-account.md §2). */
export function NotFound() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1}>{UI_TEXT.notFound.title}</Title>
        <Text c="dimmed">{UI_TEXT.notFound.text}</Text>
        <Anchor component={Link} to="/">
          {UI_TEXT.notFound.home}
        </Anchor>
      </Stack>
    </Center>
  );
}
