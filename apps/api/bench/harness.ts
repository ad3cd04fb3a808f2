import { performance } from 'node:perf_hooks';

export type Figure = {
  name: string;
  n: number;
  total_ms: number;
  per_op_ms: number;
  p50_ms?: number;
  p95_ms?: number;
};

/** Runs `op` n times sequentially and reports total, mean and percentiles. */
export async function measure(name: string, n: number, op: (i: number) => Promise<unknown>): Promise<Figure> {
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await op(i);
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
  return {
    name,
    n,
    total_ms: round(total),
    per_op_ms: round(total / n),
    p50_ms: round(pct(0.5)),
    p95_ms: round(pct(0.95)),
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

export function print(figures: Figure[]): void {
  console.table(figures);
}
