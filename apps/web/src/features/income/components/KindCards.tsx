import type { IncomeSummary } from '@cc/shared';
import { KindTotalCards, PAYMENT_KIND_ICONS } from '../../../components/credit/KindTotalCards.tsx';
import { INCOME_KINDS, KINDS, listPath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';

export const KIND_ICONS = PAYMENT_KIND_ICONS;

/** The three cards of 'Mis ingresos' with the month's totals, each linking to its list. */
export function KindCards({ summary }: { summary: IncomeSummary | undefined }) {
  const cards = INCOME_KINDS.map((kind) => ({
    kind,
    label: KINDS[kind].label,
    icon: PAYMENT_KIND_ICONS[kind],
    to: listPath(kind),
    total: summary?.[kind],
  }));
  return <KindTotalCards cards={cards} testIdPrefix="income" caption={INCOME_TEXT.monthTotal} />;
}
