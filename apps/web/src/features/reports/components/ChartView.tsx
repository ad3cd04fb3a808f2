import type { Chart as ChartData } from '@cc/shared';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { axisLabel, formatCOP, percentLabel } from '../chart-format.ts';

// Only the pieces these three chart kinds use (keeps the bundle small).
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** The server's Chart.js data drawn as its kind: doughnut tooltips in percent, bar/line in COP. */
export function ChartView({ chart }: { chart: ChartData }) {
  const data = {
    labels: chart.labels,
    datasets: chart.datasets.map(({ values: _values, ...d }) => d),
  };
  if (chart.kind === 'doughnut') {
    const options: ChartOptions<'doughnut'> = {
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (ctx) => {
              const pesos = chart.datasets[ctx.datasetIndex]?.values?.[ctx.dataIndex];
              const share = percentLabel(Number(ctx.raw));
              return pesos === undefined ? ` ${share}` : ` ${share} (${formatCOP(pesos)})`;
            },
          },
        },
      },
    };
    return <Doughnut data={data} options={options} aria-label={chart.title} role="img" />;
  }
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { position: 'bottom' as const },
      tooltip: {
        callbacks: {
          label: (ctx: { dataset: { label?: string }; raw: unknown }) =>
            ` ${ctx.dataset.label ?? ''}: ${formatCOP(Number(ctx.raw))}`,
        },
      },
    },
    scales: {
      y: { beginAtZero: true, ticks: { callback: (value: string | number) => axisLabel(Number(value)) } },
    },
  };
  if (chart.kind === 'line') {
    return <Line data={data} options={common as ChartOptions<'line'>} aria-label={chart.title} role="img" />;
  }
  return <Bar data={data} options={common as ChartOptions<'bar'>} aria-label={chart.title} role="img" />;
}
