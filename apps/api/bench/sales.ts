import type { TestApp } from '../test/helpers/app.ts';
import { createUser } from '../test/helpers/factories.ts';
import { type Figure, measure } from './harness.ts';

/** Sales through the HTTP API (inject): what a shop's till does all day. */
export async function benchSales(t: TestApp, sales: number): Promise<Figure[]> {
  const u = await createUser(t);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: u.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const item = (
    await call('POST', '/api/inventories/', {
      category: 'PRODUCTO COMPRADO',
      name: 'Arroz 500g',
      sku: 'ARZ500',
      cost_value: 2000,
      sale_value: 3000,
      quantity: 0,
      is_initial: false,
    })
  ).json() as { id: number };
  // Many small batches, so every sale draws FIFO across batches under row locks.
  for (let i = 0; i < 50; i++) {
    await call('POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 2000 + i,
      sale_value: 3000,
      quantity: sales,
      is_initial: false,
      is_active: true,
    });
  }
  const service = (
    await call('POST', '/api/inventories/', { category: 'SERVICIO', name: 'Domicilio', sale_value: 5000 })
  ).json() as { id: number };

  const figures: Figure[] = [];
  figures.push(
    await measure('POST /api/incomes/ (2 lines, FIFO draw, ledger)', sales, (i) =>
      call('POST', '/api/incomes/', {
        // The test clock's day: the batches above are dated today, and a sale may not draw stock
        // before the day it came in (ADR 017).
        date: '2026-01-15',
        payment_type: i % 3 === 0 ? 'CREDITO' : 'CONTADO',
        payment_method: i % 2 === 0 ? 'EFECTIVO' : 'BANCO',
        payment: 0,
        observations: '',
        details: [
          { inventory_id: item.id, stock: item.id, quantity: 3, value: 3000 },
          { inventory_id: service.id, stock: service.id, quantity: 1, value: 5000 },
        ],
        client: { name: 'Consumidor final', doc_type: 13, doc_number: `${1000 + (i % 50)}` },
      }).then((r) => {
        if (r.statusCode !== 201) throw new Error(`sale ${i}: ${r.statusCode} ${r.body}`);
      }),
    ),
  );
  figures.push(
    await measure('POST /api/incomes/inventories/ (stock check)', 200, () =>
      call('POST', '/api/incomes/inventories/', { inventory_id: item.id, quantity: 25 }),
    ),
  );
  figures.push(
    await measure(`GET /api/incomes/?summary=true (${sales} sales)`, 50, () =>
      call('GET', '/api/incomes/?summary=true'),
    ),
  );
  figures.push(
    await measure(`GET /api/incomes/ cash list (${sales} sales)`, 20, () =>
      call('GET', '/api/incomes/?payment_type=CONTADO&payment_method=EFECTIVO&payment=true'),
    ),
  );
  figures.push(
    await measure(`GET /api/incomes/export/ xlsx (${sales} sales)`, 3, () =>
      call('GET', '/api/incomes/export/'),
    ),
  );
  figures.push(
    await measure('GET /api/incomes/1/pdf (invoice)', 20, () => call('GET', '/api/incomes/1/pdf')),
  );
  return figures;
}
