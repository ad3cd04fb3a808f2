import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatCOP, IMAGE_MSG, INVENTORY_MSG as M, MAX_UPLOAD_BYTES, MSG } from '@cc/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, inventoryLogs, stocks, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { corruptPng, flatPng, photoJpeg, truncatedJpeg } from './helpers/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Json = Record<string, unknown>;
const api = (u: CreatedUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: u.auth, ...(payload ? { payload } : {}) });

/** A multipart body as a browser FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('inventory_image', new Blob([file.data], { type: file.type }), file.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

const product = (overrides: Json = {}): Json => ({
  category: 'PRODUCTO COMPRADO',
  sku: 'A1',
  name: 'Arroz 500g',
  description: 'Bolsa de arroz, marca propia.',
  cost_value: 2000,
  sale_value: 3000,
  quantity: 0,
  is_active: true,
  is_initial: false,
  ...overrides,
});
const service = (overrides: Json = {}): Json => ({
  category: 'SERVICIO',
  name: 'Domicilio',
  sale_value: 5000,
  ...overrides,
});

async function create(u: CreatedUser, body: Json) {
  const res = await api(u, 'POST', '/api/inventories/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/inventories/ validation (docs/product/2-inventory-income-purchases.md §5)', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t);
  });

  it('requires category, name and the values, each with the spec text, all at once', async () => {
    const res = await api(u, 'POST', '/api/inventories/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      category: [MSG.required],
      name: [MSG.required],
      sale_value: [MSG.required],
    });
    const blank = await api(u, 'POST', '/api/inventories/', {
      category: '',
      name: '   ',
      cost_value: '',
      sale_value: '',
    });
    expect(blank.json()).toEqual({
      category: [MSG.required],
      name: [MSG.required],
      sale_value: [MSG.required],
    });
  });

  it('asks a product for its cost, even when other fields fail too', async () => {
    const res = await api(u, 'POST', '/api/inventories/', product({ cost_value: undefined, name: 'Arroz!' }));
    expect(res.json()).toEqual({ name: [M.nameChars], cost_value: [MSG.required] });
  });

  it('refuses a category that is not an option', async () => {
    const res = await api(u, 'POST', '/api/inventories/', product({ category: 'PRODUCTO' }));
    expect(res.json()).toEqual({ category: ['Se debe seleccionar una opción.'] });
  });

  it("names as shops write them: letters, digits, spaces and . , - ' ( ) / & % + (ADR 035)", async () => {
    for (const bad of ['Café <b>', 'Leche@', 'Arroz!', 'Precio: 2000']) {
      const res = await api(u, 'POST', '/api/inventories/', product({ name: bad }));
      expect(res.json(), bad).toEqual({ name: [M.nameChars] });
    }
    // A spreadsheet opening a download would run these as formulas.
    for (const bad of ['+57 gaseosa', '-Arroz']) {
      const res = await api(u, 'POST', '/api/inventories/', product({ name: bad }));
      expect(res.json(), bad).toEqual({ name: [M.nameStart] });
    }
    for (const name of ['Coca-Cola 400 ml', 'Leche Alquería 1.1 L', "Atún Van Camp's", 'Pan (tajado)']) {
      expect((await create(u, product({ name }))).name).toBe(name);
    }
    const ok = await create(u, product({ name: '  Piña   Ñame  Café 1 ' }));
    expect(ok.name).toBe('Piña Ñame Café 1');
    const renamed = await api(u, 'PATCH', `/api/inventories/${ok.id}/`, { name: 'Piña (oro) 1/2 kg' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api(u, 'PATCH', `/api/inventories/${ok.id}/`, { name: '=1+1' })).json()).toEqual({
      name: [M.nameChars],
    });
  });

  it('values: digits only, no dots, signs or spaces', async () => {
    for (const bad of ['2.000', '2,000', '-5', '2 000', 'abc', 1.5, -1]) {
      const res = await api(
        u,
        'POST',
        '/api/inventories/',
        product({ name: 'Valor malo', cost_value: bad, sale_value: bad }),
      );
      expect(res.json(), String(bad)).toEqual({
        cost_value: ['Solo se aceptan números, sin puntos, ni espacios.'],
        sale_value: ['Solo se aceptan números, sin puntos, ni espacios.'],
      });
    }
    const big = await api(
      u,
      'POST',
      '/api/inventories/',
      product({ name: 'Muy caro', sale_value: '9999999999999' }),
    );
    expect(big.json()).toEqual({ sale_value: [M.tooLarge] });
  });

  it('reference: letters and digits (and -); description: alphanumeric and basic punctuation', async () => {
    const sku = await api(u, 'POST', '/api/inventories/', product({ name: 'Ref mala', sku: 'A 1*' }));
    expect(sku.json()).toEqual({ sku: ['Este campo solo acepta letras y números.'] });
    const desc = await api(
      u,
      'POST',
      '/api/inventories/',
      product({ name: 'Desc mala', description: '<script>' }),
    );
    expect(desc.json()).toEqual({ description: ['Este campo solo acepta caractéres alfanuméricos.'] });
    const ok = await create(
      u,
      product({ name: 'Ref buena', sku: 'AB-001', description: 'Paquete x 6 (200 g), 10% más.' }),
    );
    expect(ok).toMatchObject({ sku: 'AB-001', description: 'Paquete x 6 (200 g), 10% más.' });
  });

  it('quantity: a non-negative integer', async () => {
    for (const bad of ['-1', '1.5', 'diez']) {
      const res = await api(
        u,
        'POST',
        '/api/inventories/',
        product({ name: 'Cantidad mala', quantity: bad }),
      );
      expect(res.json(), bad).toEqual({ quantity: [M.quantityInvalid] });
    }
    const huge = await api(
      u,
      'POST',
      '/api/inventories/',
      product({ name: 'Lote enorme', cost_value: 2_000_000, quantity: 1_000_000 }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ quantity: [M.batchTooLarge] });
  });

  it('a service needs only its sale value, has no stock and keeps its price', async () => {
    const body = await create(u, service({ cost_value: '', quantity: '7' }));
    expect(body).toEqual({
      id: expect.any(Number),
      category: 'SERVICIO',
      sku: '',
      name: 'Domicilio',
      description: '',
      is_active: true,
      image: null,
      is_initial: false,
      cost_value: null,
      sale_value: 5000,
      stock: [],
    });
    const rows = await t.deps.db.select().from(stocks).where(eq(stocks.inventoryId, body.id));
    expect(rows).toEqual([]);
    const missing = await api(
      u,
      'POST',
      '/api/inventories/',
      service({ name: 'Corte', sale_value: undefined }),
    );
    expect(missing.json()).toEqual({ sale_value: [MSG.required] });
  });

  it('names are unique per user among items not deleted, case-insensitively', async () => {
    await create(u, product({ name: 'Azúcar' }));
    const dup = await api(u, 'POST', '/api/inventories/', product({ name: ' azúcar ' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['Revisa si el producto/servicio ya fue inscrito anteriormente.'] });
    // Another user may use the same name.
    const other = await createUser(t);
    await create(other, product({ name: 'Azúcar' }));
  });
});

describe('create, list and detail', () => {
  it('a product with quantity creates its first batch and the list carries the summed stock', async () => {
    const u = await createUser(t);
    const created = await create(u, product({ quantity: '10' }));
    expect(created.stock).toEqual([
      {
        id: expect.any(Number),
        inventory_id: created.id,
        cost_value: 2000,
        sale_value: 3000,
        quantity: 10,
        available: 10,
        created: '2026-01-15',
        is_active: true,
        is_initial: false,
        origin: 'manual',
        cancellable: true,
      },
    ]);
    const second = await api(u, 'POST', '/api/stocks/', {
      inventory_id: created.id,
      cost_value: '2200',
      sale_value: '3200',
      quantity: '5',
      is_initial: false,
      is_active: true,
    });
    expect(second.statusCode).toBe(201);

    const list = await api(u, 'GET', '/api/inventories/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      {
        id: created.id,
        category: 'PRODUCTO COMPRADO',
        sku: 'A1',
        name: 'Arroz 500g',
        description: 'Bolsa de arroz, marca propia.',
        is_active: true,
        image: null,
        // Σ available; values of the oldest batch with units left.
        stock: { is_initial: false, quantity: 15, cost_value: 2000, sale_value: 3000 },
      },
    ]);
    const detail = (await api(u, 'GET', `/api/inventories/${created.id}/`)).json();
    expect(detail.stock.map((b: Json) => b.quantity)).toEqual([5, 10]); // newest first
  });

  it('a product created without quantity shows quantity 0 and its own values', async () => {
    const u = await createUser(t);
    const created = await create(u, product({ quantity: 0 }));
    expect(created.stock).toEqual([]);
    const [item] = (await api(u, 'GET', '/api/inventories/')).json();
    expect(item.stock).toEqual({ is_initial: false, quantity: 0, cost_value: 2000, sale_value: 3000 });
  });

  it('filters by category (the Products and Services tabs)', async () => {
    const u = await createUser(t);
    const made = await create(u, product({ name: 'Arepa', category: 'PRODUCTO FABRICADO', quantity: 3 }));
    const bought = await create(u, product({ name: 'Gaseosa' }));
    const svc = await create(u, service());
    const ids = async (q: string) =>
      (await api(u, 'GET', `/api/inventories/${q}`)).json().map((i: Json) => i.id as number);
    expect(await ids('')).toEqual([svc.id, bought.id, made.id]);
    expect(await ids('?category=PRODUCTO%20FABRICADO')).toEqual([made.id]);
    expect(await ids('?category=PRODUCTO')).toEqual([bought.id, made.id]);
    expect(await ids('?category=SERVICIO')).toEqual([svc.id]);
    expect(await ids('?category=')).toEqual([svc.id, bought.id, made.id]);
    const bad = await api(u, 'GET', '/api/inventories/?category=OTRO');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ['Se debe seleccionar una opción.'] });
    const services = (await api(u, 'GET', '/api/inventories/?category=SERVICIO')).json();
    expect(services[0].stock).toEqual({
      is_initial: false,
      quantity: null,
      cost_value: null,
      sale_value: 5000,
    });
  });

  it('another user’s item answers 404; a missing subscription 403; no token 401', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const item = await create(owner, product({ quantity: 2 }));
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await api(
        stranger,
        method,
        `/api/inventories/${item.id}/`,
        method === 'PATCH' ? { name: 'X' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: MSG.notFound });
    }
    expect((await api(stranger, 'GET', '/api/inventories/abc/')).statusCode).toBe(404);
    expect((await api(stranger, 'GET', '/api/inventories/')).json()).toEqual([]);
    const stock = await api(stranger, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 1,
      sale_value: 1,
      quantity: 1,
    });
    expect(stock.statusCode).toBe(404);
    // The owner's item is untouched: same name, not deleted, still one batch.
    const kept = (await api(owner, 'GET', `/api/inventories/${item.id}/`)).json();
    expect(kept).toMatchObject({ name: item.name, is_active: true });
    expect(kept.stock).toHaveLength(1);

    const unsubscribed = await createUser(t, { subscribed: false });
    for (const url of ['/api/inventories/', `/api/inventories/${item.id}/`, '/api/logs/']) {
      const res = await api(unsubscribed, 'GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await api(unsubscribed, 'POST', '/api/inventories/', product())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/inventories/' })).statusCode).toBe(401);
  });
});

describe('images (multipart inventory_image)', () => {
  it('stores a real PNG, served under /media, with the text fields read by the same schema', async () => {
    const u = await createUser(t);
    const body = await multipart(
      {
        category: 'PRODUCTO FABRICADO',
        sku: 'P1',
        name: 'Pan de yuca',
        description: '',
        cost_value: '800',
        sale_value: '1500',
        quantity: '4',
        is_active: 'true',
        is_initial: 'false',
      },
      { data: PNG, name: 'pan.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item.image).toMatch(/^\/media\/inventory\/[0-9a-f]{32}\.png$/);
    expect(item.stock).toHaveLength(1);
    expect(item.stock[0]).toMatchObject({ quantity: 4, cost_value: 800, sale_value: 1500 });
    const file = path.join(t.deps.config.uploadsDir, item.image.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: item.image });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    // Replacing the image through PATCH removes the old file after the commit.
    const patch = await multipart(
      { name: 'Pan de yuca grande' },
      { data: PNG, name: 'x.png', type: 'image/png' },
    );
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/inventories/${item.id}/`,
      headers: { ...u.auth, ...patch.headers },
      payload: patch.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().name).toBe('Pan de yuca grande');
    expect(updated.json().image).not.toBe(item.image);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a text file named .png, and reports the field errors with it', async () => {
    const u = await createUser(t);
    const body = await multipart(
      { category: 'SERVICIO', name: 'Asesoría', sale_value: '10.000' },
      { data: Buffer.from('no soy una imagen'), name: 'foto.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      sale_value: ['Solo se aceptan números, sin puntos, ni espacios.'],
      inventory_image: [IMAGE_MSG.invalid],
    });
    const [row] = await t.deps.db.select().from(inventories).where(eq(inventories.userId, u.id));
    expect(row).toBeUndefined();
  });

  it('refuses an image over 5 MB', async () => {
    const u = await createUser(t);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const body = await multipart(
      { category: 'SERVICIO', name: 'Pesado', sale_value: '1' },
      { data: big, name: 'big.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ inventory_image: [IMAGE_MSG.tooBig] });
  });

  it('refuses images that do not decode or are too large, on create and on edit', async () => {
    const u = await createUser(t);
    const item = await create(u, service({ name: 'Corte' }));
    const dir = path.join(t.deps.config.uploadsDir, 'inventory');
    const files = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = files();
    const cases: [string, Buffer, string][] = [
      ['corrupt.png', corruptPng(), IMAGE_MSG.invalid],
      ['cortada.jpg', await truncatedJpeg(), IMAGE_MSG.invalid],
      ['enorme.png', await flatPng(8000, 8000), IMAGE_MSG.tooManyPixels],
    ];
    for (const [name, data, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/inventories/'],
        ['PATCH', `/api/inventories/${item.id}/`],
      ] as const) {
        const body = await multipart(
          { category: 'SERVICIO', name: 'Nuevo servicio', sale_value: '1' },
          { data, name, type: 'image/png' },
        );
        const res = await t.app.inject({
          method,
          url,
          headers: { ...u.auth, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, `${method} ${name}`).toBe(400);
        expect(res.json(), `${method} ${name}`).toEqual({ inventory_image: [message] });
      }
    }
    expect(files()).toBe(before);
    const rows = await t.deps.db.select().from(inventories).where(eq(inventories.userId, u.id));
    expect(rows.map((r) => [r.name, r.image])).toEqual([['Corte', null]]);
  });

  it('stores a large photo shrunk to 1600 px and re-encoded, smaller than sent', async () => {
    const u = await createUser(t);
    const photo = await photoJpeg(1800, 2400);
    const body = await multipart(
      { category: 'SERVICIO', name: 'Con foto', sale_value: '1' },
      { data: photo, name: 'foto.jpg', type: 'image/jpeg' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().image });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 1600,
    });
    expect(served.rawPayload.length).toBeLessThan(photo.length);
  });

  it('a duplicate name does not leave the uploaded file behind', async () => {
    const u = await createUser(t);
    await create(u, service({ name: 'Lavado' }));
    const dir = path.join(t.deps.config.uploadsDir, 'inventory');
    const files = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = files();
    const body = await multipart(
      { category: 'SERVICIO', name: 'Lavado', sale_value: '1' },
      { data: PNG, name: 'a.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.json()).toEqual({ name: [M.duplicate] });
    expect(files()).toBe(before);
  });
});

describe('PATCH and DELETE /api/inventories/{id}/', () => {
  it('updates the sent fields, logs one line per changed field, and validates like the form', async () => {
    const u = await createUser(t);
    const item = await create(u, product());
    const res = await api(u, 'PATCH', `/api/inventories/${item.id}/`, {
      sku: 'B2',
      name: 'Arroz 1000g',
      description: 'Nueva presentación.',
      is_active: false,
      cost_value: 2000, // unchanged: no log line
      quantity: 99, // ignored
      is_initial: true, // ignored
      id: item.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sku: 'B2',
      name: 'Arroz 1000g',
      description: 'Nueva presentación.',
      is_active: false,
      stock: [],
    });
    const logs = (await api(u, 'GET', `/api/logs/?inventory=${item.id}`)).json();
    const updates = logs.filter((l: Json) => l.type_change === 'Actualización');
    expect(updates.map((l: Json) => [l.fiel_change, l.old_data, l.new_data])).toEqual(
      expect.arrayContaining([
        ['Referencia', 'A1', 'B2'],
        ['Nombre', 'Arroz 500g', 'Arroz 1000g'],
        ['Descripción', 'Bolsa de arroz, marca propia.', 'Nueva presentación.'],
        ['Estado', 'Activo', 'Inactivo'],
      ]),
    );
    expect(updates).toHaveLength(4);

    const bad = await api(u, 'PATCH', `/api/inventories/${item.id}/`, { name: '', description: 'hola <b>' });
    expect(bad.json()).toEqual({ name: [MSG.required], description: [M.alphanumeric] });
    const other = await create(u, product({ name: 'Frijol' }));
    const dup = await api(u, 'PATCH', `/api/inventories/${other.id}/`, { name: 'arroz 1000G' });
    expect(dup.json()).toEqual({ name: [M.duplicate] });
  });

  it('changes a service’s price; refuses product ↔ service once there are batches', async () => {
    const u = await createUser(t);
    const svc = await create(u, service());
    const priced = await api(u, 'PATCH', `/api/inventories/${svc.id}/`, { sale_value: '6000' });
    expect(priced.json()).toMatchObject({ sale_value: 6000 });
    const [logged] = (await api(u, 'GET', `/api/logs/?inventory=${svc.id}`)).json();
    expect(logged).toMatchObject({
      fiel_change: 'Precio de venta',
      old_data: formatCOP(5000),
      new_data: formatCOP(6000),
    });

    const stocked = await create(u, product({ quantity: 1 }));
    const refused = await api(u, 'PATCH', `/api/inventories/${stocked.id}/`, { category: 'SERVICIO' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ category: [M.categorySwitch] });
    const sameKind = await api(u, 'PATCH', `/api/inventories/${stocked.id}/`, {
      category: 'PRODUCTO FABRICADO',
    });
    expect(sameKind.json().category).toBe('PRODUCTO FABRICADO');
    const empty = await create(u, product({ name: 'Sin stock' }));
    const switched = await api(u, 'PATCH', `/api/inventories/${empty.id}/`, { category: 'SERVICIO' });
    expect(switched.json().category).toBe('SERVICIO');
  });

  it('deletes an item that never had stock, archives one that had, refuses one with units left', async () => {
    const u = await createUser(t);
    const fresh = await create(u, service({ name: 'Planchado' }));
    expect((await api(u, 'DELETE', `/api/inventories/${fresh.id}/`)).statusCode).toBe(204);
    expect(await t.deps.db.select().from(inventories).where(eq(inventories.id, fresh.id))).toEqual([]);

    const stocked = await create(u, product({ quantity: 3 }));
    const refused = await api(u, 'DELETE', `/api/inventories/${stocked.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ validations_error: [M.deleteWithStock] });

    expect((await api(u, 'DELETE', `/api/stocks/${stocked.stock[0].id}/`)).statusCode).toBe(204);
    expect((await api(u, 'DELETE', `/api/inventories/${stocked.id}/`)).statusCode).toBe(204);
    const [archived] = await t.deps.db.select().from(inventories).where(eq(inventories.id, stocked.id));
    expect(archived).toMatchObject({ archived: true, isActive: false });
    expect((await api(u, 'GET', `/api/inventories/${stocked.id}/`)).statusCode).toBe(404);
    expect((await api(u, 'DELETE', `/api/inventories/${stocked.id}/`)).statusCode).toBe(404);
    expect((await api(u, 'GET', '/api/inventories/')).json()).toEqual([]);
    // The archived name is free again.
    await create(u, product());

    const logs = (await api(u, 'GET', '/api/logs/')).json();
    const deletions = logs.filter((l: Json) => l.type_change === 'Eliminación');
    expect(deletions.map((l: Json) => [l.inventory, l.new_data])).toEqual([
      [{ id: stocked.id, name: 'Arroz 500g' }, 'Archivado'],
      [{ id: fresh.id, name: 'Planchado' }, 'Eliminado'],
    ]);
  });
});

describe('DELETE of an item another document refers to', () => {
  it('archives instead of failing when a foreign key keeps the row (e.g. a sale line of a service)', async () => {
    const u = await createUser(t);
    const svc = await create(u, service({ name: 'Instalación' }));
    // Stands in for another module's table that references inventories (sale lines).
    await t.deps.db.execute(
      sql`CREATE TABLE IF NOT EXISTS test_refs (user_id integer, inventory_id integer,
            FOREIGN KEY (user_id, inventory_id) REFERENCES inventories (user_id, id))`,
    );
    await t.deps.db.execute(sql`INSERT INTO test_refs VALUES (${u.id}, ${svc.id})`);
    const res = await api(u, 'DELETE', `/api/inventories/${svc.id}/`);
    expect(res.statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(inventories).where(eq(inventories.id, svc.id));
    expect(row).toMatchObject({ archived: true, isActive: false });
    const [log] = (await api(u, 'GET', `/api/logs/?inventory=${svc.id}`)).json();
    expect(log).toMatchObject({ type_change: 'Eliminación', new_data: 'Archivado' });
  });
});

describe('OpenAPI', () => {
  it('documents the inventory routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/inventories/', '/api/inventories/{id}/', '/api/stocks/', '/api/logs/']),
    );
  });
});

describe('GET /api/logs/', () => {
  it('records create, update, new stock and cancel, newest first, with who and what', async () => {
    const u = await createUser(t);
    const item = await create(u, product({ quantity: 10 }));
    t.clock.set('2026-01-16T15:00:00Z');
    await api(u, 'PATCH', `/api/inventories/${item.id}/`, { name: 'Arroz premium' });
    t.clock.set('2026-01-17T15:00:00Z');
    const added = (
      await api(u, 'POST', '/api/stocks/', {
        inventory_id: item.id,
        cost_value: 2100,
        sale_value: 3100,
        quantity: 2,
      })
    ).json();
    t.clock.set('2026-01-18T15:00:00Z');
    await api(u, 'DELETE', `/api/stocks/${added.id}/`);
    t.clock.set('2026-01-15T15:00:00Z');

    const res = await api(u, 'GET', '/api/logs/');
    expect(res.statusCode).toBe(200);
    const inventory = { id: item.id, name: 'Arroz premium' };
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        created: '2026-01-18T15:00:00.000Z',
        fiel_change: 'Stock',
        type_change: 'Anulación de stock',
        inventory,
        old_data: `Lote ${added.id}: 2 unidades, costo ${formatCOP(2100)}, precio de venta ${formatCOP(3100)}`,
        new_data: 'Anulado',
        changed_by: u.id,
      },
      {
        id: expect.any(Number),
        created: '2026-01-17T15:00:00.000Z',
        fiel_change: 'Stock',
        type_change: 'Nuevo stock',
        inventory,
        old_data: '',
        new_data: `Lote ${added.id}: 2 unidades, costo ${formatCOP(2100)}, precio de venta ${formatCOP(3100)}`,
        changed_by: u.id,
      },
      {
        id: expect.any(Number),
        created: '2026-01-16T15:00:00.000Z',
        fiel_change: 'Nombre',
        type_change: 'Actualización',
        inventory,
        old_data: 'Arroz 500g',
        new_data: 'Arroz premium',
        changed_by: u.id,
      },
      expect.objectContaining({ type_change: 'Nuevo stock', created: '2026-01-15T15:00:00.000Z' }),
      expect.objectContaining({
        type_change: 'Creación',
        fiel_change: 'Inventario',
        new_data: 'PRODUCTO COMPRADO: Arroz 500g (Ref. A1)',
      }),
    ]);
    expect(res.headers['x-total-count']).toBe('5');
    const paged = await api(u, 'GET', '/api/logs/?limit=2&offset=1');
    expect(paged.json().map((l: Json) => l.type_change)).toEqual(['Nuevo stock', 'Actualización']);
    // Nobody else sees them.
    const stranger = await createUser(t);
    expect((await api(stranger, 'GET', '/api/logs/')).json()).toEqual([]);
    const rows = await t.deps.db
      .select()
      .from(inventoryLogs)
      .where(and(eq(inventoryLogs.userId, u.id)));
    expect(rows.every((r) => r.changedBy === u.id)).toBe(true);
  });
});

describe('GET /api/inventories/public/{userId}', () => {
  it('shows only active items of that user, without token and without any cost', async () => {
    const owner = await createUser(t);
    const item = await create(owner, product({ quantity: 7 }));
    const svc = await create(owner, service());
    const hidden = await create(owner, product({ name: 'Oculto' }));
    await api(owner, 'PATCH', `/api/inventories/${hidden.id}/`, { is_active: false });
    const other = await createUser(t);
    await create(other, product({ name: 'Ajeno' }));

    const res = await t.app.inject({ method: 'GET', url: `/api/inventories/public/${owner.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: svc.id,
        category: 'SERVICIO',
        sku: '',
        name: 'Domicilio',
        description: '',
        is_active: true,
        image: null,
        stock: { is_initial: false, quantity: null, sale_value: 5000 },
      },
      {
        id: item.id,
        category: 'PRODUCTO COMPRADO',
        sku: 'A1',
        name: 'Arroz 500g',
        description: 'Bolsa de arroz, marca propia.',
        is_active: true,
        image: null,
        stock: { is_initial: false, quantity: 7, sale_value: 3000 },
      },
    ]);
    expect(res.body).not.toContain('cost_value');
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/inventories/public/${owner.id}?category=SERVICIO`,
    });
    expect(filtered.json().map((i: Json) => i.id)).toEqual([svc.id]);

    const [last] = await t.deps.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/inventories/public/${(last?.id ?? 0) + 1_000_000}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
