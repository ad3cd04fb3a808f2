import { REPORT_MSG } from '@cc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRange, defaultRange, indicatorsRange, parseTypedDate, TYPED_INVALID } from './range.ts';

describe('a date typed in the report filter', () => {
  it('reads DD/MM/AAAA (also D/M, - or .) as the day it names', () => {
    expect(parseTypedDate('28/02/2026')).toBe('2026-02-28');
    expect(parseTypedDate(' 1/3/2026 ')).toBe('2026-03-01');
    expect(parseTypedDate('29-02-2028')).toBe('2028-02-29');
    expect(parseTypedDate('31.12.2026')).toBe('2026-12-31');
  });

  it('refuses an impossible day instead of rolling it into March', () => {
    for (const text of ['31/02/2026', '29/02/2026', '31/04/2026', '00/01/2026', '10/13/2026', '10/00/2026']) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });

  it('refuses text that is not a whole date', () => {
    for (const text of ['', '31/02', '3/3/26', '2026-03-03', 'hoy'])
      expect(parseTypedDate(text), text).toBeNull();
  });

  it('an invalid typed date fails the range rules with the date message', () => {
    expect(checkRange({ from: TYPED_INVALID, to: '2026-03-31' }, false)).toEqual({
      from_date: REPORT_MSG.dateInvalid,
    });
    expect(checkRange({ from: '2026-03-01', to: TYPED_INVALID }, true)).toEqual({
      to_date: REPORT_MSG.dateInvalid,
    });
  });
});

describe("the reports open on Bogotá's month", () => {
  afterEach(() => vi.useRealTimers());

  it('ends the default and the indicators ranges on the Bogotá day', () => {
    // 20:00 on 30 November in Bogotá; already 1 December in UTC (and in a UTC browser).
    vi.useFakeTimers({ now: new Date('2026-12-01T01:00:00Z') });
    expect(defaultRange()).toEqual({ from: '2026-10-30', to: '2026-11-30' });
    expect(indicatorsRange()).toEqual({ from: '2026-01-01', to: '2026-11-30' });
  });
});
