import { CHART_LABELS, CHART_PALETTE, type ChartDataset, monthLabel } from '@cc/shared';
import { ratio } from '../reports/index.ts';

/** The months a range touches, as 'YYYY-MM' keys. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** Spanish labels ('enero 2026') and one value per month (0 for a month without data). */
export function monthly(months: string[], values: Map<string, number>): { labels: string[]; data: number[] } {
  return { labels: months.map(monthLabel), data: months.map((k) => values.get(k) ?? 0) };
}

export const barDataset = (label: string, data: number[]): ChartDataset => ({
  label,
  data,
  backgroundColor: CHART_PALETTE[0],
  borderColor: CHART_PALETTE[0],
});

export const lineDatasets = (projected: number[], executed: number[]): ChartDataset[] => [
  {
    label: CHART_LABELS.projected,
    data: projected,
    backgroundColor: CHART_PALETTE[0],
    borderColor: CHART_PALETTE[0],
  },
  {
    label: CHART_LABELS.executed,
    data: executed,
    backgroundColor: CHART_PALETTE[1],
    borderColor: CHART_PALETTE[1],
  },
];

export const OTHERS_LABEL = 'Otros';

/**
 * A doughnut of shares: each item's percentage of the total with 2 decimals (exact, half away
 * from zero), largest first. Beyond 6 items the smallest are summed into 'Otros' so the 6-colour
 * palette never repeats. `values` keeps the pesos behind each share.
 */
export function shareDoughnut(items: { name: string; value: number }[]): {
  labels: string[];
  datasets: ChartDataset[];
} {
  const positive = items
    .filter((i) => i.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const slots = CHART_PALETTE.length;
  const shown =
    positive.length > slots
      ? [
          ...positive.slice(0, slots - 1),
          { name: OTHERS_LABEL, value: positive.slice(slots - 1).reduce((s, i) => s + i.value, 0) },
        ]
      : positive;
  const total = BigInt(shown.reduce((s, i) => s + i.value, 0));
  return {
    labels: shown.map((i) => i.name),
    datasets: [
      {
        label: CHART_LABELS.share,
        data: shown.map((i) => ratio(BigInt(i.value) * 100n, total) ?? 0),
        values: shown.map((i) => i.value),
        backgroundColor: shown.map((_, n) => CHART_PALETTE[n % slots] ?? CHART_PALETTE[0]),
      },
    ],
  };
}
