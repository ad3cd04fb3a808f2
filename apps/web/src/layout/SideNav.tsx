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
import { LAYOUT_TEXT } from './messages.ts';

const N = LAYOUT_TEXT.nav;

type NavEntry = {
  label: string;
  to: string;
  icon: Icon /** Paths that belong to the entry. */;
  match: string[];
};

/** The six entries of docs/product/1-account.md §1, in order. */
export const NAV_ENTRIES: NavEntry[] = [
  { label: N.profile, to: '/my-profile', icon: IconUserCircle, match: ['/my-profile'] },
  {
    label: N.inventory,
    to: '/my-inventory',
    icon: IconPackage,
    match: ['/my-inventory', '/inventory-', '/stock-form', '/edit-inventory-form'],
  },
  { label: N.incomes, to: '/my-income', icon: IconCoin, match: ['/my-income', '/income-'] },
  { label: N.shoppings, to: '/my-shopping', icon: IconShoppingCart, match: ['/my-shopping', '/shopping-'] },
  { label: N.expenses, to: '/my-expenses', icon: IconReceipt2, match: ['/my-expenses', '/expenses-'] },
  { label: N.reports, to: '/my-reports/report', icon: IconChartBar, match: ['/my-reports'] },
];

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={LAYOUT_TEXT.navLabel}>
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
