import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappPhone } from './whatsapp.ts';

describe('wa.me links', () => {
  it('reads Colombian cellphones as typed', () => {
    expect(whatsappPhone('300 123 4567')).toBe('573001234567');
    expect(whatsappPhone('+57 (300) 123-4567')).toBe('573001234567');
    expect(whatsappPhone('3001234567')).toBe('573001234567');
    expect(whatsappPhone('6041234567')).toBeNull();
    expect(whatsappPhone('')).toBeNull();
    expect(whatsappPhone(null)).toBeNull();
  });

  it('carries the text encoded, to the client or to whoever the seller picks', () => {
    expect(whatsappLink('Hola & $ 5.000', '3001234567')).toBe(
      'https://wa.me/573001234567?text=Hola%20%26%20%24%205.000',
    );
    expect(whatsappLink('Hola', '')).toBe('https://wa.me/?text=Hola');
  });
});
