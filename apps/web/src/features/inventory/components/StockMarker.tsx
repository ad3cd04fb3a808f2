import { INVENTORY_MSG, type InventoryCategory, isService } from '@cc/shared';
import { Badge } from '@mantine/core';
import { INVENTORY_TEXT as T } from '../messages.ts';

type Props = { category: InventoryCategory; isActive: boolean; quantity: number | null };

/**
 * Availability of a list card (docs/product/2-inventory-income-purchases.md §2): a product's units, red when none are left; a service
 * 'Disponible', or 'No disponible' in red.
 */
export function StockMarker({ category, isActive, quantity }: Props) {
  if (isService(category)) {
    return (
      <Badge color={isActive ? 'brand' : 'red'} variant="light" data-testid="availability">
        {isActive ? INVENTORY_MSG.available : INVENTORY_MSG.unavailable}
      </Badge>
    );
  }
  const units = quantity ?? 0;
  const out = units <= 0;
  return (
    <Badge
      color={out ? 'red' : 'gray'}
      variant={out ? 'filled' : 'light'}
      data-testid="stock-quantity"
      data-out={out || undefined}
    >
      {T.stock(units)}
    </Badge>
  );
}
