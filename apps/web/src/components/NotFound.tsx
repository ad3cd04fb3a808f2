import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any unknown path, and routes whose screens are not built yet (spec 1 §2). */
export function NotFound() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1}>ERROR 404</Title>
        <Text c="dimmed">La página que buscas no existe.</Text>
        <Anchor component={Link} to="/">
          Ir al inicio
        </Anchor>
      </Stack>
    </Center>
  );
}
