import { INVENTORY_MSG } from '@cc/shared';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import type { PublicProfile } from '../../../api/inventory.ts';

/**
 * Trade name (fallback 'Mi Catalogo') and city (docs/product/2-inventory-income-purchases.md §2): all the public profile carries, so the
 * owner's contact data never reaches a visitor.
 */
export function CatalogHeader({ profile }: { profile: PublicProfile | undefined }) {
  const title = profile?.tradename.trim() || INVENTORY_MSG.catalogFallbackTitle;
  const city = profile?.city?.name;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar size={64} radius="md" color="brand" variant="light" aria-hidden="true">
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
        </Group>
      </Stack>
    </Group>
  );
}
