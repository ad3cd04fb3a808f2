import type { SellableItem } from '@cc/shared';
import { saleTotal, ZIncomeCreate } from '@cc/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotal, rankItems, salePayload, searchItems, setPrice, stepItem } from './cart.ts';

const item = (id: number, name: string, value: number, stock: number | null = 10): SellableItem => ({
  id,
  name,
  category: stock === null ? 'SERVICIO' : 'PRODUCTO COMPRADO',
  value,
  stock,
});
const pan = item(1, 'Pan', 1000, 3);
const cafe = item(2, 'Café', 2500);
const domicilio = item(3, 'Domicilio', 4000, null);
const walkIn = { id: 9, name: 'Consumidor final', doc_type: { id: 13 }, doc_number: '222222222222' };

describe('quick sale cart', () => {
  it('ranks best sellers first, then the rest by name', () => {
    const ranked = rankItems(
      [pan, cafe, domicilio],
      [{ inventory_id: 3, quantity: 5, last_sold: '2026-01-01' }],
    );
    expect(ranked.map((i) => i.name)).toEqual(['Domicilio', 'Café', 'Pan']);
  });

  it('finds items by any typed words, ignoring accents', () => {
    expect(searchItems([pan, cafe, domicilio], 'cafe').map((i) => i.id)).toEqual([2]);
    expect(searchItems([pan, cafe, domicilio], '').length).toBe(3);
  });

  it('steps quantities within the stock; a line at 0 leaves the cart', () => {
    let cart = stepItem([], pan, 1) ?? [];
    expect(cart).toEqual([{ item: pan, quantity: 1, value: 1000 }]);
    cart = stepItem(cart, pan, 2) ?? [];
    expect(cart[0]?.quantity).toBe(3);
    expect(stepItem(cart, pan, 1)).toBeNull();
    cart = stepItem(cart, domicilio, 1) ?? [];
    expect(stepItem(cart, domicilio, 100)).not.toBeNull();
    cart = stepItem(cart, pan, -3) ?? [];
    expect(cart.map((l) => l.item.id)).toEqual([3]);
  });

  it('builds the wizard payload that the shared schema accepts, with the same total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(pan, cafe, domicilio), fc.integer({ min: 1, max: 3 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 50_000 }),
        (steps, price) => {
          let cart = steps.reduce((c, [it, n]) => stepItem(c, it, n) ?? c, [] as ReturnType<typeof setPrice>);
          if (cart.length === 0) return;
          cart = setPrice(cart, cart[0]?.item.id ?? 0, price);
          const parsed = ZIncomeCreate.parse(salePayload(cart, walkIn, 'EFECTIVO', '2026-01-15'));
          expect(saleTotal(parsed.details)).toBe(cartTotal(cart));
          expect(parsed.client.doc_number).toBe('222222222222');
        },
      ),
    );
  });
});
