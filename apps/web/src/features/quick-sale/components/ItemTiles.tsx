import { formatCOP, type SellableItem } from '@cc/shared';
import { Badge, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { QUICK_SALE_TEXT } from '../messages.ts';
import classes from './QuickSale.module.css';

type Props = {
  items: readonly SellableItem[];
  /** Units of each item already in the cart. */
  inCart: ReadonlyMap<number, number>;
  onTap: (item: SellableItem) => void;
};

const stockText = (item: SellableItem) =>
  item.stock === null ? 'Servicio' : `${item.stock} ${item.stock === 1 ? 'disponible' : 'disponibles'}`;

/** One tap adds one unit: the tiles are the quick sale's keyboard. */
export function ItemTiles({ items, inCart, onTap }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" data-testid="quick-items">
      {items.map((item) => {
        const units = inCart.get(item.id) ?? 0;
        return (
          <UnstyledButton
            key={item.id}
            className={classes.tile}
            data-selected={units > 0 || undefined}
            onClick={() => onTap(item)}
          >
            {/* The count sits beside the name, never over it (issue 30 item 7). */}
            <div className={classes.head}>
              {/* Named by what it shows, after a hidden 'Agregar' (WCAG 2.5.3: the visible text is in the name). */}
              <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
                <VisuallyHidden>{QUICK_SALE_TEXT.add('')}</VisuallyHidden>
                {item.name}
              </Text>
              {units > 0 && (
                <Badge className={classes.count} circle size="lg" data-testid="quick-count">
                  {units}
                </Badge>
              )}
            </div>
            <Text size="sm">{formatCOP(item.value)}</Text>
            <Text size="xs" c="dimmed">
              {stockText(item)}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
