import {
  BOOK_MSG,
  COMPARE_COLUMNS,
  COMPARE_KINDS,
  COMPARE_LABELS,
  CUT_OFF_TEXT,
  type ReportCode,
} from '@cc/shared';
import { Group, Select } from '@mantine/core';
import { TypedDateInput } from './TypedDateInput.tsx';

type Props = {
  code: ReportCode;
  compare: string | null;
  onCompare: (kind: string | null) => void;
  /** The balance compared with an earlier cut-off ('cut_off' chosen above): that date. */
  compareCutOff: string | null;
  onCompareCutOff: (date: string | null) => void;
  account: string | null;
  onAccount: (code: string | null) => void;
  /** Every account of the ledgers generated so far ('1105 Caja'), loaded pages or not. */
  accounts: { value: string; label: string }[];
};

const COMPARE_OPTIONS = [
  { value: '', label: COMPARE_COLUMNS.none },
  ...COMPARE_KINDS.map((k) => ({ value: k, label: COMPARE_LABELS[k] })),
];

/** The balance also compares with any earlier cut-off (issue 23 item 5). */
const BALANCE_COMPARE_OPTIONS = [...COMPARE_OPTIONS, { value: 'cut_off', label: CUT_OFF_TEXT.label }];

/**
 * The filters the books add (issue 11): 'Comparar con' on the balance and results (the balance
 * also with a chosen earlier cut-off), 'Cuenta' on the general ledger (all accounts by default).
 */
export function BookFilters(props: Props) {
  if (props.code === 'balance' || props.code === 'results') {
    const balance = props.code === 'balance';
    return (
      <Group gap="sm" align="flex-end">
        <Select
          label={COMPARE_COLUMNS.compare}
          data={balance ? BALANCE_COMPARE_OPTIONS : COMPARE_OPTIONS}
          value={props.compare ?? ''}
          onChange={(v) => props.onCompare(v ? v : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        {balance && props.compare === 'cut_off' && (
          <TypedDateInput
            label={CUT_OFF_TEXT.compareWith}
            placeholder="DD/MM/AAAA"
            value={props.compareCutOff}
            onChange={props.onCompareCutOff}
            w={{ base: '100%', xs: 200 }}
          />
        )}
      </Group>
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
