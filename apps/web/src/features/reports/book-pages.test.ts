import type { Report, ReportRow } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { appendPage, ledgerAccountOptions, shownReport } from './book-pages.ts';

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

describe("the ledger's 'Cuenta' options", () => {
  it("lists every account the server sent, not only those of the loaded page's title rows", () => {
    // The first page holds Caja's lines only; the server lists the range's four accounts.
    const first = {
      ...page([row('1105 Caja', { is_title: true, code: '1105' })], 'c1', [total('1105')]),
      accounts: [
        { code: '4135', name: 'Ingresos por ventas' },
        { code: '1105', name: 'Caja' },
        { code: '1435', name: 'Inventarios' },
        { code: '6135', name: 'Costo de mercancias vendidas' },
      ],
    };
    const known = [{ value: '2205', label: '2205 Proveedores' }];
    expect(ledgerAccountOptions(known, first)).toEqual([
      { value: '1105', label: '1105 Caja' },
      { value: '1435', label: '1435 Inventarios' },
      { value: '2205', label: '2205 Proveedores' },
      { value: '4135', label: '4135 Ingresos por ventas' },
      { value: '6135', label: '6135 Costo de mercancias vendidas' },
    ]);
    // A later page carries no list: the options stay as they were.
    expect(ledgerAccountOptions(known, page([], null, []))).toEqual(known);
  });
});
