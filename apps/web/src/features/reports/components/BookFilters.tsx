import { BOOK_MSG, COMPARE_COLUMNS, COMPARE_KINDS, COMPARE_LABELS, type ReportCode } from '@cc/shared';
import { Select } from '@mantine/core';

type Props = {
  code: ReportCode;
  compare: string | null;
  onCompare: (kind: string | null) => void;
  account: string | null;
  onAccount: (code: string | null) => void;
  /** Every account of the ledgers generated so far ('1105 Caja'), loaded pages or not. */
  accounts: { value: string; label: string }[];
};

const COMPARE_OPTIONS = [
  { value: '', label: COMPARE_COLUMNS.none },
  ...COMPARE_KINDS.map((k) => ({ value: k, label: COMPARE_LABELS[k] })),
];

/**
 * The filters the books add (issue 11): 'Comparar con' on the balance and results, 'Cuenta' on
 * the general ledger (all accounts by default).
 */
export function BookFilters(props: Props) {
  if (props.code === 'balance' || props.code === 'results') {
    return (
      <Select
        label={COMPARE_COLUMNS.compare}
        data={COMPARE_OPTIONS}
        value={props.compare ?? ''}
        onChange={(v) => props.onCompare(v ? v : null)}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
    );
  }
  if (props.code === 'general_ledger') {
    return (
      <Select
        label={BOOK_MSG.account}
        placeholder={BOOK_MSG.allAccounts}
        data={[{ value: '', label: BOOK_MSG.allAccounts }, ...props.accounts]}
        value={props.account ?? ''}
        onChange={(v) => props.onAccount(v ? v : null)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 260 }}
      />
    );
  }
  return null;
}
