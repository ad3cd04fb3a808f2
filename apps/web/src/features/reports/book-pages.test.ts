import type { Report, ReportRow } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { appendPage, shownReport } from './book-pages.ts';

const row = (name: string, extra: Partial<ReportRow> = {}): ReportRow => ({
  name,
  value: null,
  is_title: false,
  is_total: false,
  color: null,
  total_color: null,
  ...extra,
});
const total = (code: string) => row('Saldo final', { code, is_total: true, balance: 5 });
const page = (rows: ReportRow[], next: string | null, totals: ReportRow[]): Report => ({
  code: 'general_ledger',
  header: {
    title: 'Libro mayor',
    tradename: '',
    identification: '',
    from_date: '',
    to_date: '',
    generated_at: '',
  },
  rows,
  notice: '',
  next,
  totals,
});

describe('book pages on screen', () => {
  const totals = [total('1105'), total('4135')];
  it('shows the closing rows not loaded yet under the first page', () => {
    const first = page([row('1105 Caja', { code: '1105', is_title: true }), row('Venta 1')], 'c1', totals);
    expect(shownReport(first).rows.map((r) => `${r.name}:${r.code ?? ''}`)).toEqual([
      '1105 Caja:1105',
      'Venta 1:',
      'Saldo final:1105',
      'Saldo final:4135',
    ]);
  });
  it('drops the totals the loaded pages already hold, and all of them on the last page', () => {
    const first = page([row('Venta 1'), total('1105')], 'c1', totals);
    expect(
      shownReport(first)
        .rows.filter((r) => r.is_total)
        .map((r) => r.code),
    ).toEqual(['1105', '4135']);
    const all = appendPage(first, page([row('Venta 2'), total('4135')], null, totals));
    expect(all.next).toBeNull();
    expect(shownReport(all).rows.map((r) => r.name)).toEqual([
      'Venta 1',
      'Saldo final',
      'Venta 2',
      'Saldo final',
    ]);
  });
});
