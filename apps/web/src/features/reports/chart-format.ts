import { formatCOP } from '../../lib/format.ts';

/** docs/product/3-expenses-reports.md §9: axis values abbreviated with k (thousands) and m (millions). */
export function axisLabel(value: number): string {
  const abs = Math.abs(value);
  const fmt = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 1 });
  if (abs >= 1_000_000) return `$ ${fmt(value / 1_000_000)}m`;
  if (abs >= 1_000) return `$ ${fmt(value / 1_000)}k`;
  return `$ ${fmt(value)}`;
}

export function percentLabel(value: number): string {
  return `${value.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
}

export { formatCOP };
