import { describe, expect, it } from 'vitest';
import { ZIsoDate } from './atoms.ts';
import { bogotaDate, isCalendarDate } from './dates.ts';
import { businessDate, FIELD_MSG } from './form-fields.ts';
import { REPORT_MSG, rangeErrors } from './reports.ts';

describe('bogotaDate', () => {
  it('is the calendar day in Bogotá (UTC−5), not in UTC', () => {
    // 19:30 in Bogotá on the 25th is already the 26th in UTC.
    expect(bogotaDate(new Date('2026-11-26T00:30:00Z'))).toBe('2026-11-25');
    expect(bogotaDate(new Date('2026-11-26T04:59:59Z'))).toBe('2026-11-25');
    expect(bogotaDate(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
  });

  it('turns the year at Bogotá midnight', () => {
    expect(bogotaDate(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12-31');
    expect(bogotaDate(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const d of ['2026-01-31', '2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31']) {
      expect(isCalendarDate(d), d).toBe(true);
    }
  });

  it('refuses impossible days instead of rolling them into the next month', () => {
    for (const d of [
      '2026-02-31',
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });

  it('refuses other shapes', () => {
    for (const d of [
      '31/02/2026',
      '2026-2-3',
      '2026-02-03T00:00:00Z',
      ' 2026-02-03',
      '',
      'hoy',
      '+02026-02-03',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });
});

describe('ZIsoDate (every YYYY-MM-DD field of the API)', () => {
  it('refuses 2026-02-31 with the date message', () => {
    expect(ZIsoDate.safeParse('2026-02-28').success).toBe(true);
    const bad = ZIsoDate.safeParse('2026-02-31');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Fecha inválida (AAAA-MM-DD).');
  });
});

describe('businessDate and the report ranges', () => {
  it('a document date of 2026-02-31 is refused, not taken as 3 March', () => {
    const date = businessDate('Debe indicar la fecha');
    expect(date.safeParse('2026-03-03').success).toBe(true);
    expect(date.safeParse('2026-02-31').error?.issues[0]?.message).toBe(FIELD_MSG.dateInvalid);
  });

  it('a report range with 31/02 is refused with the date message', () => {
    expect(rangeErrors('2026-02-01', '2026-02-31', { sameYear: false })).toEqual({
      to_date: [REPORT_MSG.dateInvalid],
    });
    expect(rangeErrors('2026-02-29', '2026-03-31', { sameYear: false })).toEqual({
      from_date: [REPORT_MSG.dateInvalid],
    });
    expect(rangeErrors('2028-02-29', '2028-03-31', { sameYear: false })).toBeNull();
  });
});
