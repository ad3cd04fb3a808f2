import { describe, expect, it } from 'vitest';
import { ACTIVITY_SYNONYM_WORDS, ciiuCode, foldForSearch, searchActivities } from './activity-search.ts';
import { ACTIVITY_SYNONYMS } from './activity-synonyms.ts';

// A few real CIIU rows (the whole table is searched in apps/api/test/reference.test.ts).
const ROWS = [
  { code: '0130', name: 'Propagación de plantas (actividades de los viveros, excepto viveros forestales)' },
  { code: '1081', name: 'Elaboración de productos de panadería' },
  { code: '1410', name: 'Confección de prendas de vestir, excepto prendas de piel' },
  {
    code: '4711',
    name: 'Comercio al por menor en establecimientos no especializados con surtido compuesto principalmente por alimentos, bebidas o tabaco',
  },
  {
    code: '4729',
    name: 'Comercio al por menor de otros productos alimenticios n.c.p., en establecimientos especializados',
  },
  {
    code: '4771',
    name: 'Comercio al por menor de prendas de vestir y sus accesorios (incluye artículos de piel) en establecimientos especializados',
  },
  { code: '5611', name: 'Expendio a la mesa de comidas preparadas' },
  { code: '9602', name: 'Peluquería y otros tratamientos de belleza' },
];
const codes = (search: string, limit?: number) => searchActivities(ROWS, search, limit).map((r) => r.code);

describe('activity search', () => {
  it('finds everyday words the descriptions never use', () => {
    expect(codes('tienda')).toEqual(['4711']);
    expect(codes('restaurante')).toEqual(['5611']);
  });

  it("matches the beginning of a description's words: 'ropa' no longer finds 'Propagación'", () => {
    expect(codes('ropa')).toEqual(['4771', '1410']);
    expect(codes('ropa')).not.toContain('0130');
    expect(codes('viveros')).toEqual(['0130']);
  });

  it('ignores case and accents, both ways', () => {
    expect(codes('PELUQUERIA')).toEqual(['9602']);
    expect(codes('peluquería')).toEqual(['9602']);
    expect(codes('Panaderia')).toEqual(['1081', '4729']);
    expect(codes('propagacion')).toEqual(['0130']);
  });

  it('reads a plural as the word and finds while the word is still being typed', () => {
    expect(codes('tiendas')).toEqual(['4711']);
    expect(codes('restaurantes')).toEqual(['5611']);
    expect(codes('tie')).toEqual(['4711']);
  });

  it('puts the everyday-word matches before the plain description matches', () => {
    // 'panadería' is the description of 1081; the everyday word also gives the shops that sell bread.
    expect(codes('panaderia')).toEqual(['1081', '4729']);
    // 'prendas' is in 1410's and 4771's descriptions and an everyday word for 4771 first.
    expect(codes('prendas')).toEqual(['4771', '1410']);
  });

  it("ranks the activities matching more of the typed words first, skipping 'de' and a shop word beside a better one", () => {
    expect(codes('tienda de ropa')).toEqual(['4771', '1410']);
    expect(codes('tienda naturista')).toEqual(['4711']);
    expect(codes('menor alimentos')[0]).toBe('4711');
    expect(codes('menor alimentos')).toContain('4771');
  });

  it('finds by code', () => {
    expect(codes('4711')).toEqual(['4711']);
    expect(codes('47')).toEqual(['4711', '4729', '4771']);
  });

  it('keeps the order and the limit of an empty search', () => {
    expect(codes('  ')).toEqual(ROWS.map((r) => r.code));
    expect(codes('', 2)).toEqual(['0130', '1081']);
    expect(codes('comercio', 2)).toEqual(['4711', '4729']);
  });

  it('lists each everyday word once, with well-formed codes', () => {
    const words = ACTIVITY_SYNONYMS.flatMap(([w]) => foldForSearch(w).split(' '));
    expect(words.length).toBe(new Set(words).size);
    expect(ACTIVITY_SYNONYM_WORDS.size).toBe(words.length);
    for (const [, list] of ACTIVITY_SYNONYMS) {
      expect(list.length).toBeGreaterThan(0);
      for (const code of list) expect(code).toMatch(/^\d{4}$/);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('reads the code from the seeded id', () => {
    expect(ciiuCode(4711)).toBe('4711');
    expect(ciiuCode(111)).toBe('0111');
  });
});
