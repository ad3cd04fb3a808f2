import { describe, expect, it } from 'vitest';
import { ZInventoryCreate, ZInventoryUpdate } from './schemas.ts';
import { INVENTORY_MSG as M } from './texts.ts';

const product = (name: unknown) => ({
  category: 'PRODUCTO COMPRADO',
  name,
  cost_value: 1000,
  sale_value: 1500,
});
const nameErrors = (name: unknown) => {
  const result = ZInventoryCreate.safeParse(product(name));
  return (result.error?.issues ?? []).filter((i) => i.path[0] === 'name').map((i) => i.message);
};

// ADR 035: names as shops write them, not the specification's letters and digits.
describe('product names', () => {
  it.each([
    'Coca-Cola 400 ml',
    'Leche Alquería 1.1 L',
    "Atún Van Camp's",
    'Atún Van Camp’s',
    'Pan (tajado)',
    'Jabón Rey 3 x 300 g',
    'Aceite 1/2 litro',
    'Salsa de tomate & mayonesa',
    'Yogur 0% grasa',
    'Arroz Diana 500g + 100g gratis',
    'Pañales Winny Etapa 3, paquete x 30',
    'Piña Ñame Café 1',
    // A decomposed accent (some phone keyboards send e + U+0301).
    'Cafe\u0301 molido',
  ])('accepts %s', (name) => {
    expect(nameErrors(name)).toEqual([]);
    expect(ZInventoryCreate.parse(product(name)).name).toBe(name);
  });

  it('trims and folds runs of spaces, tabs and line breaks into one space', () => {
    expect(ZInventoryCreate.parse(product('  Coca-Cola \t 400\nml ')).name).toBe('Coca-Cola 400 ml');
  });

  it.each([
    'Arroz!',
    'Café <b>',
    'Leche@casa',
    'Precio: 2000',
    'Arroz "premium"',
    'Pan;DROP',
    'Gaseosa 🍾',
    'Pan\u0000tajado',
    'Pan\u0007tajado',
    'Pan\u200btajado',
    '=HYPERLINK("http://x")',
    '@SUM(A1)',
  ])('refuses %j with the characters message', (name) => {
    expect(nameErrors(name)).toEqual([M.nameChars]);
  });

  it.each(['+57 gaseosa', '-20% descuento', '  -Arroz', '+SUM(A1)'])(
    'refuses %j: a leading + or - would run as a spreadsheet formula',
    (name) => {
      expect(nameErrors(name)).toEqual([M.nameStart]);
    },
  );

  it('keeps the rules on an update', () => {
    expect(ZInventoryUpdate.parse({ name: 'Pan (tajado)' }).name).toBe('Pan (tajado)');
    expect(ZInventoryUpdate.safeParse({ name: '=1+1' }).error?.issues.map((i) => i.message)).toEqual([
      M.nameChars,
    ]);
  });

  it('keeps the blank and length messages', () => {
    expect(nameErrors('   ')).toEqual([M.required]);
    expect(nameErrors('a'.repeat(121))).toEqual([M.nameLong]);
  });
});
