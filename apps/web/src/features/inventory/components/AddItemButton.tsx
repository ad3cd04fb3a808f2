import { INVENTORY_MSG } from '@cc/shared';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Agregar nuevo inventario.' (docs/product/2-inventory-income-purchases.md §2). */
export function AddItemButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} />} w={{ base: '100%', xs: 'auto' }}>
      {INVENTORY_MSG.addButton}
    </Button>
  );
}
