import type { ReportCode, ReportRow } from '@cc/shared';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPENING_KINDS, type OpeningKind } from '../kinds.ts';
import { OPENING_TEXT } from '../messages.ts';

const KIND_OF_REPORT: Partial<Record<ReportCode, OpeningKind>> = {
  debtors: 'receivable',
  debts: 'liability',
};

/**
 * 'Abonar' on the rows of an opening balance still pending: the debtors report's 'Saldo inicial'
 * and the debts report's opening liabilities (their `financial_info_id`). Other reports: none.
 */
export function reportPayAction(code: ReportCode): ((row: ReportRow) => ReactNode) | undefined {
  const kind = KIND_OF_REPORT[code];
  if (!kind) return undefined;
  return (row) =>
    row.financial_info_id === undefined ? null : (
      <Button
        component={Link}
        to={OPENING_KINDS[kind].newPaymentPath(row.financial_info_id)}
        size="compact-xs"
        variant="light"
        aria-label={`${OPENING_TEXT.pay} ${row.name}`}
      >
        {OPENING_TEXT.pay}
      </Button>
    );
}
