import { INVENTORY_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { Box, Container, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import {
  filterItems,
  InventoryCard,
  InventoryTabs,
  ItemGrid,
  useInventoryTab,
} from '../../inventory/index.ts';
import { CatalogAvailability } from '../components/CatalogAvailability.tsx';
import { CatalogHeader } from '../components/CatalogHeader.tsx';
import { CATALOG_TEXT } from '../messages.ts';
import { catalogQueries } from '../queries.ts';

/**
 * '/my-catalog?authorization={userId}': the owner's public catalogue, no login (docs/product/2-inventory-income-purchases.md §2, §6).
 * Without the owner's id there is nothing to show.
 */
export default function CatalogPage() {
  const [params] = useSearchParams();
  const userId = params.get('authorization')?.trim() ?? '';
  if (!userId) return null;
  return <Catalog userId={userId} />;
}

function Catalog({ userId }: { userId: string }) {
  const [tab, setTab] = useInventoryTab();
  const profile = useQuery(catalogQueries.profile(userId));
  const items = useQuery(catalogQueries.items(userId));
  const settled = useSettledDelay(!items.isPending, LIST_SKELETON_MS);

  const content = () => {
    // The history carries costs: the API does not publish it.
    if (tab === 'history') return <EmptyState message={INVENTORY_MSG.emptyFiltered} />;
    if (items.isPending || !settled) return <ListSkeleton />;
    if (items.isError) {
      const unknownOwner = items.error instanceof ApiError && items.error.status === 404;
      return unknownOwner ? (
        <EmptyState message={INVENTORY_MSG.emptyCatalog} />
      ) : (
        <EmptyState message={INVENTORY_MSG.connectionError} color="red" />
      );
    }
    const shown = filterItems(items.data, tab);
    if (shown.length === 0) {
      return (
        <EmptyState message={tab === 'all' ? INVENTORY_MSG.emptyCatalog : INVENTORY_MSG.emptyFiltered} />
      );
    }
    return (
      <ItemGrid
        items={shown}
        render={(item, compact) => (
          <InventoryCard
            key={item.id}
            item={item}
            compact={compact}
            showDescription
            saleValue={item.stock.sale_value}
            marker={<CatalogAvailability item={item} />}
          />
        )}
      />
    );
  };

  return (
    <Box mih="100vh">
      <Box bg="white" py="lg" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <CatalogHeader profile={profile.data} />
        </Container>
      </Box>
      <Container size="lg" py="lg" px={{ base: 10, sm: 'md' }}>
        <Paper withBorder radius="md" p={{ base: 8, sm: 'md' }}>
          <InventoryTabs value={tab} onChange={setTab}>
            {content()}
          </InventoryTabs>
        </Paper>
        <Box
          mt="xl"
          pb="md"
          style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 8 }}
        >
          <Text size="xs" c="dimmed">
            {CATALOG_TEXT.madeWith}
          </Text>
          <Logo size={20} />
        </Box>
      </Container>
    </Box>
  );
}
