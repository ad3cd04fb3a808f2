import { NavLink, Stack } from '@mantine/core';
import {
  type Icon,
  IconChartBar,
  IconCoin,
  IconPackage,
  IconReceipt2,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

type NavEntry = {
  label: string;
  to: string;
  icon: Icon /** Paths that belong to the entry. */;
  match: string[];
};

/** The six entries of spec 1 §1, in order. */
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Perfil', to: '/my-profile', icon: IconUserCircle, match: ['/my-profile'] },
  {
    label: 'Inventario',
    to: '/my-inventory',
    icon: IconPackage,
    match: ['/my-inventory', '/inventory-', '/stock-form', '/edit-inventory-form'],
  },
  { label: 'Ingresos', to: '/my-income', icon: IconCoin, match: ['/my-income', '/income-'] },
  { label: 'Compras', to: '/my-shopping', icon: IconShoppingCart, match: ['/my-shopping', '/shopping-'] },
  { label: 'Gastos', to: '/my-expenses', icon: IconReceipt2, match: ['/my-expenses', '/expenses-'] },
  { label: 'Informes', to: '/my-reports/report', icon: IconChartBar, match: ['/my-reports'] },
];

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label="Navegación principal">
      {NAV_ENTRIES.map(({ label, to, icon: EntryIcon, match }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<EntryIcon size={22} stroke={1.7} />}
          active={match.some((prefix) => pathname.startsWith(prefix))}
          onClick={onNavigate}
          variant="filled"
          styles={{
            root: { borderRadius: 'var(--mantine-radius-md)' },
            label: { fontSize: 15, fontWeight: 600 },
          }}
        />
      ))}
    </Stack>
  );
}
