import { INVENTORY_MSG } from '@cc/shared';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { PublicProfile } from '../../../api/inventory.ts';

/** Trade name (fallback 'Mi Catalogo') and city (spec 2 §2), with the commerce's logo and contact. */
export function CatalogHeader({ profile }: { profile: PublicProfile | undefined }) {
  const title = profile?.tradename.trim() || INVENTORY_MSG.catalogFallbackTitle;
  const city = profile?.city?.name;
  const contact = profile?.cellphone || profile?.phone;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={profile?.logo?.image ?? null} size={64} radius="md" color="brand" variant="light">
        <IconBuildingStore size={32} stroke={1.4} />
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" data-testid="catalog-title" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="md" wrap="wrap">
          {city && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              <Text size="sm" c="dimmed" data-testid="catalog-city">
                {city}
              </Text>
            </Group>
          )}
          {contact && (
            <Group gap={4} wrap="nowrap">
              <IconPhone size={16} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {contact}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
