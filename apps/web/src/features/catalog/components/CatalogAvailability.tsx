import { INVENTORY_MSG, isService } from '@cc/shared';
import { Badge } from '@mantine/core';
import type { PublicInventoryItem } from '../../../api/inventory.ts';
import { isSoldOut } from '../../inventory/index.ts';

/** What a customer needs: can it be bought now? A product with units left, an active service. */
export function CatalogAvailability({ item }: { item: PublicInventoryItem }) {
  const available = !isSoldOut(item);
  const units = !isService(item.category) && available ? ` · ${item.stock.quantity ?? 0}` : '';
  return (
    <Badge color={available ? 'brand' : 'red'} variant="light" data-testid="availability">
      {available ? INVENTORY_MSG.available : INVENTORY_MSG.unavailable}
      {units}
    </Badge>
  );
}
