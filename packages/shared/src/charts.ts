import { z } from 'zod';

/** Charts (docs/product/3-expenses-reports.md §2, §9; docs/accounting.md §Charts): types, how each is drawn, labels. */

export const CHART_TYPES = [
  'sales_by_product',
  'sales_by_month',
  'shoppings_by_product',
  'shoppings_by_month',
  'budget_income',
  'budget_expense',
] as const;
export const ZChartType = z.enum(CHART_TYPES);
export type ChartType = z.infer<typeof ZChartType>;

/** How each chart is drawn (docs/product/3-expenses-reports.md §2) and whether its values are percentages or pesos. */
export const CHART_CATALOGUE: Record<
  ChartType,
  { title: string; kind: 'doughnut' | 'bar' | 'line'; unit: 'percent' | 'currency'; monthly: boolean }
> = {
  sales_by_product: { title: 'Ventas por producto', kind: 'doughnut', unit: 'percent', monthly: false },
  sales_by_month: { title: 'Ventas por mes', kind: 'bar', unit: 'currency', monthly: true },
  shoppings_by_product: { title: 'Compras por producto', kind: 'doughnut', unit: 'percent', monthly: false },
  shoppings_by_month: { title: 'Compras por mes', kind: 'bar', unit: 'currency', monthly: true },
  budget_income: {
    title: 'Presupuesto de ingresos: proyectado vs. ejecutado',
    kind: 'line',
    unit: 'currency',
    monthly: true,
  },
  budget_expense: {
    title: 'Presupuesto de gastos: proyectado vs. ejecutado',
    kind: 'line',
    unit: 'currency',
    monthly: true,
  },
};

/** The 6-colour palette of docs/product/3-expenses-reports.md §9 (the brand teal first). */
export const CHART_PALETTE = ['#0b7c68', '#f2a541', '#3b82c4', '#e4572e', '#8e6bbf', '#76b041'] as const;

export const CHART_LABELS = {
  sales: 'Ventas',
  shoppings: 'Compras',
  projected: 'Proyectado',
  executed: 'Ejecutado',
  share: 'Participación (%)',
} as const;

export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** '2026-01' or '2026-01-15' → 'enero 2026'. */
export function monthLabel(date: string): string {
  const m = Number(date.slice(5, 7));
  return `${MONTHS_ES[m - 1] ?? ''} ${date.slice(0, 4)}`;
}

const ZChartDataset = z.object({
  label: z.string(),
  data: z.array(z.number()),
  backgroundColor: z.union([z.string(), z.array(z.string())]),
  borderColor: z.union([z.string(), z.array(z.string())]).optional(),
  /** Doughnuts: the pesos behind each percentage, for tooltips. */
  values: z.array(z.number()).optional(),
});
export const ZChart = z.object({
  type: ZChartType,
  kind: z.enum(['doughnut', 'bar', 'line']),
  unit: z.enum(['percent', 'currency']),
  title: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  labels: z.array(z.string()),
  datasets: z.array(ZChartDataset),
});
export type Chart = z.infer<typeof ZChart>;
export type ChartDataset = z.infer<typeof ZChartDataset>;
