import type { FinancialInfoRecord } from '@cc/shared';
import { Stack } from '@mantine/core';
import type { OpeningBalancesSlot } from '../../../components/document/DocumentList.tsx';
import type { OpeningKind } from '../kinds.ts';
import { OpeningBalanceCard } from './OpeningBalanceCard.tsx';
import { useOpeningBalances } from './useOpeningBalances.ts';

type Props = { kind: OpeningKind; rows: FinancialInfoRecord[]; maw?: number };

/** The opening balances of a kind (useOpeningBalances) at the top of its credit list. */
export function OpeningBalanceRows({ kind, rows, maw }: Props) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="sm" mb="sm" maw={maw}>
      {rows.map((record) => (
        <OpeningBalanceCard key={record.id} kind={kind} record={record} />
      ))}
    </Stack>
  );
}

/** The opening balances of a kind for its module's credit list (DocumentListConfig's `opening`). */
export function openingBalancesSlot(kind: OpeningKind): OpeningBalancesSlot {
  return {
    useBalances: (enabled) => useOpeningBalances(kind, enabled),
    renderRows: (rows, maw) => <OpeningBalanceRows kind={kind} rows={rows} maw={maw} />,
  };
}
