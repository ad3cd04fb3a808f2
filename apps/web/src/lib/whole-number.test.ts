import { describe, expect, it } from 'vitest';
import { typedWhole } from './whole-number.ts';

describe('typedWhole (issue 30 item 7: a quantity never shows 024)', () => {
  it('drops the zeros typed before a number', () => {
    expect(typedWhole('024')).toBe('24');
    expect(typedWhole('0024')).toBe('24');
    expect(typedWhole('05')).toBe('5');
  });
  it('keeps zero, empty, numbers and what is not digits', () => {
    expect(typedWhole('0')).toBe('0');
    expect(typedWhole('00')).toBe('0');
    expect(typedWhole('')).toBe('');
    expect(typedWhole('240')).toBe('240');
    expect(typedWhole('0,5')).toBe('0,5');
    expect(typedWhole(' 02')).toBe(' 02');
  });
});
