import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysBetweenToday, formatCOP, formatDate, formatMonth, todayIso } from './format.ts';

describe("the browser's today is Bogotá's", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 20:00 on 30 November in Bogotá; already 1 December in UTC (and in a UTC browser).
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('dates a form and limits its date picker with the Bogotá day', () => {
    expect(todayIso()).toBe('2026-11-30');
  });

  it('counts the banner days from the Bogotá day', () => {
    expect(daysBetweenToday('2026-12-10')).toBe(10);
    expect(daysBetweenToday('2026-11-30')).toBe(0);
  });
});

describe('formats', () => {
  it('writes pesos and Spanish dates', () => {
    expect(formatCOP(1_234_567)).toMatch(/^\$\s1\.234\.567$/);
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
    expect(formatMonth('2025-03')).toBe('Marzo 2025');
  });
});
