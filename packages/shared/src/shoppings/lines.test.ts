import { describe, expect, it } from 'vitest';
import { purchaseLineSchema, purchaseLines, SHOPPING_CATEGORY, ZShoppingLine } from './lines.ts';
import { SHOPPING_MSG } from './texts.ts';

const A = SHOPPING_MSG.alert;
const N = SHOPPING_MSG.newInventory;
const { inventories, properties, others } = SHOPPING_CATEGORY;

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('purchase line schema, inventory purchases', () => {
  const schema = purchaseLineSchema(inventories);

  it('reads a complete line from form text, a sale value of 0 included', () => {
    expect(schema.parse({ inventory_id: '7', quantity: '3', value: '1500', sale_value: '0' })).toEqual({
      kind: 'inventory',
      inventory_id: 7,
      quantity: 3,
      value: 1500,
      sale_value: 0,
    });
  });

  it("says what is missing with the spec's texts (an empty or 0 field is missing)", () => {
    expect(messagesOf(schema.safeParse({}))).toEqual({
      inventory_id: SHOPPING_MSG.itemRequired,
      quantity: A.lineQuantity,
      value: N.cost,
      sale_value: N.saleValue,
    });
    expect(messagesOf(schema.safeParse({ inventory_id: 7, quantity: 0, value: '', sale_value: '' }))).toEqual(
      {
        quantity: A.lineQuantity,
        value: N.cost,
        sale_value: N.saleValue,
      },
    );
  });

  it('refuses numbers that are not whole digits', () => {
    expect(
      messagesOf(schema.safeParse({ inventory_id: 7, quantity: '2.5', value: '1.000', sale_value: -1 })),
    ).toEqual({
      quantity: SHOPPING_MSG.quantityInvalid,
      value: SHOPPING_MSG.valueInvalid,
      sale_value: SHOPPING_MSG.valueInvalid,
    });
  });
});

describe.each([properties, others])('purchase line schema, category %i (ad-hoc lines)', (category) => {
  const schema = purchaseLineSchema(category);

  it('needs a description, a quantity and a price', () => {
    expect(messagesOf(schema.safeParse({ description: '  ', quantity: '', value: 0 }))).toEqual({
      description: A.lineName,
      quantity: A.lineQuantity,
      value: A.linePrice,
    });
  });

  it('answers an asset line, trimmed', () => {
    expect(schema.parse({ description: ' Nevera ', quantity: 1, value: 900_000 })).toEqual({
      kind: 'asset',
      description: 'Nevera',
      quantity: 1,
      value: 900_000,
    });
  });
});

describe('purchaseLines (the rules over a whole purchase)', () => {
  const parsed = (lines: unknown[]) => lines.map((l) => ZShoppingLine.parse(l));

  it('refuses the same product twice and the same description in any case', () => {
    const items = purchaseLines(
      inventories,
      parsed([
        { inventory_id: 7, quantity: 1, value: 10, sale_value: 12 },
        { inventory_id: 7, quantity: 2, value: 10, sale_value: 12 },
      ]),
    );
    expect(items.issues).toEqual([{ path: [1, 'inventory_id'], message: SHOPPING_MSG.duplicateLine('#7') }]);
    const assets = purchaseLines(
      others,
      parsed([
        { description: 'Silla', quantity: 1, value: 10 },
        { description: 'SILLA', quantity: 1, value: 10 },
      ]),
    );
    expect(assets.issues).toEqual([
      { path: [1, 'description'], message: SHOPPING_MSG.duplicateLine('SILLA') },
    ]);
  });

  it("reports each line's missing fields by index and still answers every line", () => {
    const { lines, issues } = purchaseLines(
      inventories,
      parsed([{ inventory_id: 7, quantity: 1, value: 10, sale_value: 0 }, { quantity: 2 }]),
    );
    expect(issues).toEqual([
      { path: [1, 'inventory_id'], message: SHOPPING_MSG.itemRequired },
      { path: [1, 'value'], message: N.cost },
      { path: [1, 'sale_value'], message: N.saleValue },
    ]);
    expect(lines).toEqual([
      { kind: 'inventory', inventory_id: 7, quantity: 1, value: 10, sale_value: 0 },
      { kind: 'inventory', inventory_id: 0, quantity: 2, value: 0, sale_value: 0 },
    ]);
  });
});
