import { describe, expect, it } from 'vitest';
import { bogotaDate } from './dates.ts';

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
