import { PHONE_MSG } from '@cc/shared';
import { Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentLanding } from '../../../components/document/DocumentLanding.tsx';
import { SALE_LANDING } from '../config.ts';

/** '/my-income' 'Mis ingresos' (docs/product/2-inventory-income-purchases.md §2): the month against its budget, the three kinds, the export. */
export function MyIncomePage() {
  const quickSale = (
    <Button component={Link} to="/quick-sale" color="orange" leftSection={<IconBolt size={18} />}>
      {PHONE_MSG.quickSale.button}
    </Button>
  );
  return <DocumentLanding config={SALE_LANDING} actions={quickSale} />;
}
