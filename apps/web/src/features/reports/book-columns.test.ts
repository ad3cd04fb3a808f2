import type { Report, ReportRow } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns.ts';

const row = (extra: Partial<ReportRow>): ReportRow => ({
  name: 'Caja',
  value: 605_000,
  is_title: false,
  is_total: false,
  color: null,
  total_color: null,
  ...extra,
});
const report = (code: Report['code'], header: Partial<Report['header']> = {}): Report => ({
  code,
  header: {
    title: '',
    tradename: '',
    identification: '',
    from_date: '2026-01-01',
    to_date: '2026-01-31',
    generated_at: '',
    ...header,
  },
  rows: [],
  notice: '',
});
const render = (r: Report, x: ReportRow) =>
  Object.fromEntries([...columnsOf(r).before, ...columnsOf(r).after].map((c) => [c.label, c.render(x)]));

describe('columns of the books', () => {
  it('journal: no value column, a wide table with the third party', () => {
    const layout = columnsOf(report('journal'));
    expect([layout.wide, layout.hideValue]).toEqual([true, true]);
    const cells = render(
      report('journal'),
      row({
        third_party: { name: 'Juan Pérez', document: 'CC 1020304050' },
        debit: 60_000,
        credit: 0,
        code: '1305',
      }),
    );
    expect(cells.Tercero).toBe('Juan Pérez · CC 1020304050');
    expect(cells.Código).toBe('1305');
    expect(cells.Débito?.replace(/\s/g, ' ')).toBe('$ 60.000');
  });

  it("keeps the PUC code of the owner's statements off a phone, and in the contador's books", () => {
    for (const owner of ['balance', 'results'] as const) {
      expect(columnsOf(report(owner)).before.map((c) => [c.key, c.wideOnly])).toEqual([['code', true]]);
    }
    for (const book of ['journal', 'trial_balance'] as const) {
      const kept = columnsOf(report(book)).before.find((c) => c.key === 'code');
      expect(kept?.wideOnly).toBeUndefined();
    }
  });

  it('balance: the code, and the compared period only when asked', () => {
    expect(columnsOf(report('balance')).after).toEqual([]);
    const compared = report('balance', {
      compare: {
        kind: 'previous_period',
        label: 'Periodo anterior',
        from_date: '2025-12-01',
        to_date: '2025-12-31',
      },
    });
    // Headed by their dates (issue 23 item 5): the compared cut-off, then the difference.
    expect(columnsOf(compared).after.map((c) => c.label)).toEqual([
      '31/12/2025',
      'Diferencia',
      'Variación %',
    ]);
    expect(render(compared, row({ percent: -39.5, previous: 1_000_000 }))['Variación %']).toBe('-39,50 %');
    expect(render(compared, row({ percent: null }))['Variación %']).toBe('');
  });

  it('debtors and debts show the days pending', () => {
    expect(render(report('debtors'), row({ days: 19 })).Días).toBe('19');
    expect(render(report('debts'), row({})).Días).toBe('');
  });
});
