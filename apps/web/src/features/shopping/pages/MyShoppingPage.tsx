import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAYMENT_KIND_ICONS } from '../../../components/credit/KindTotalCards.tsx';
import { DocumentLanding } from '../../../components/document/DocumentLanding.tsx';
import { capitalize } from '../../../lib/format.ts';
import { PURCHASE_LANDING } from '../config.ts';
import { KINDS, newShoppingPath, SHOPPING_KINDS } from '../kinds.ts';
import { SHOPPING_TEXT } from '../messages.ts';

/** '/my-shopping' 'Mis compras' (docs/product/2-inventory-income-purchases.md §2): the month's real total, the three kinds, the export. */
export default function MyShoppingPage() {
  return <DocumentLanding config={PURCHASE_LANDING} quick={<QuickPurchase />} />;
}

/**
 * Issue 30 item 5: restocking is most of a shop's purchases, so its form is one tap away, by the
 * way it is paid; the other categories stay behind 'Nueva compra' and each list's button.
 */
function QuickPurchase() {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="quick-purchase">
      <Text id="quick-purchase" fw={700} size="sm" mb="xs">
        {SHOPPING_TEXT.quickTitle}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {SHOPPING_KINDS.map((kind) => {
          const KindIcon = PAYMENT_KIND_ICONS[kind];
          return (
            <Button
              key={kind}
              component={Link}
              to={newShoppingPath(kind, 'inventories')}
              variant="light"
              px={4}
              leftSection={<KindIcon size={18} />}
              data-testid={`shopping-quick-${kind}`}
            >
              {capitalize(KINDS[kind].short)}
            </Button>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
