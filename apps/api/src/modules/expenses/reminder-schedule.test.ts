import { describe, expect, it } from 'vitest';
import { lastOccurrenceIndex, occurrence, occurrenceIndex } from './reminder-schedule.ts';

const MONTH = 30;

describe('a monthly series (calendar months from the anchor)', () => {
  it('keeps the day of the month when the month has it, else takes its last day', () => {
    const from31 = [0, 1, 2, 3, 10, 13].map((k) => occurrence('2026-01-31', MONTH, k));
    expect(from31).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-11-30',
      '2027-02-28',
    ]);
    expect(occurrence('2028-01-30', MONTH, 1)).toBe('2028-02-29');
    expect(occurrence('2026-01-15', MONTH, 12)).toBe('2027-01-15');
  });

  it('finds the last occurrence on or before a day', () => {
    expect(lastOccurrenceIndex('2026-01-31', MONTH, '2026-01-31')).toBe(0);
    expect(lastOccurrenceIndex('2026-01-31', MONTH, '2026-02-27')).toBe(0);
    expect(lastOccurrenceIndex('2026-01-31', MONTH, '2026-02-28')).toBe(1);
    expect(lastOccurrenceIndex('2026-01-31', MONTH, '2026-03-30')).toBe(1);
    expect(lastOccurrenceIndex('2026-01-31', MONTH, '2026-03-31')).toBe(2);
    expect(lastOccurrenceIndex('2026-01-10', MONTH, '2027-01-09')).toBe(11);
    expect(lastOccurrenceIndex('2026-01-10', MONTH, '2025-12-01')).toBe(0);
  });

  it('names the occurrence of a date, or null off the series', () => {
    expect(occurrenceIndex('2026-01-31', MONTH, '2026-04-30')).toBe(3);
    expect(occurrenceIndex('2026-01-31', MONTH, '2026-04-29')).toBeNull();
  });
});

describe('a series of days', () => {
  it('steps by its days', () => {
    expect(occurrence('2026-12-25', 7, 1)).toBe('2027-01-01');
    expect(occurrence('2026-02-14', 15, 1)).toBe('2026-03-01');
    expect(lastOccurrenceIndex('2026-01-01', 15, '2026-01-15')).toBe(0);
    expect(lastOccurrenceIndex('2026-01-01', 15, '2026-01-16')).toBe(1);
    expect(lastOccurrenceIndex('2026-01-01', 7, '2026-03-01')).toBe(8);
    expect(occurrenceIndex('2026-01-01', 7, '2026-01-29')).toBe(4);
    expect(occurrenceIndex('2026-01-01', 7, '2026-01-30')).toBeNull();
    expect(occurrenceIndex('2026-01-01', 0, '2026-01-01')).toBeNull();
  });
});
