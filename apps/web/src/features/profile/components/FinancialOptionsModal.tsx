import { Modal, NavLink, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconBuildingBank,
  IconChevronRight,
  IconClipboardList,
  IconCreditCard,
  IconPackages,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_TEXT } from '../messages.ts';

const O = PROFILE_TEXT.options;

type Entry = { label: string; to: string; icon: Icon };

/** The initial-information entries (docs/product/1-account.md §2, "Información financiera"). */
export const FINANCIAL_OPTIONS: Entry[] = [
  { label: O.initialInformation, to: '/initial-information', icon: IconClipboardList },
  { label: O.assets, to: '/initial-assets', icon: IconBuildingBank },
  { label: O.liabilities, to: '/initial-liabilities', icon: IconCreditCard },
  { label: O.incomeBudget, to: '/initial-budget-income', icon: IconTrendingUp },
  { label: O.expenseBudget, to: '/initial-budget-expense', icon: IconTrendingDown },
  { label: O.initialInventory, to: '/initial-inventory', icon: IconPackages },
];

type Props = { opened: boolean; onClose: () => void };

/** The options modal 'Seleccione una opción'. */
export function FinancialOptionsModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{O.title}</Text>} size="sm">
      <Stack gap={4} component="nav" aria-label={PROFILE_TEXT.financial}>
        {FINANCIAL_OPTIONS.map(({ label, to, icon: EntryIcon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<EntryIcon size={20} stroke={1.7} />}
            rightSection={<IconChevronRight size={16} />}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 600 } }}
          />
        ))}
      </Stack>
    </Modal>
  );
}
