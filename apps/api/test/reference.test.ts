import { ACTIVITY_SYNONYMS, ciiuCode, type IdName, searchActivities } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists the 33 departments, public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/states/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(33);
    expect(body).toContainEqual({ id: 11, name: 'Bogotá, D.C.' });
  });

  it('lists every municipality of a department (Antioquia has 125)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/states/5/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(125);
    expect(res.json()).toContainEqual({ id: 5001, name: 'Medellín' });
  });

  it('answers 404 for an unknown department and for a non-numeric one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/states/999/cities' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/states/abc/cities' })).statusCode).toBe(404);
  });

  it('lists document types and economic activities', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/documents/' })).json();
    expect(docs).toHaveLength(12);
    expect(docs).toContainEqual({ id: 13, name: 'Cédula de ciudadanía' });
    const acts = (await t.app.inject({ method: 'GET', url: '/api/economic_activities' })).json();
    expect(acts).toHaveLength(499);
  });

  it('every code of the everyday words is a seeded activity, and its id is its code', async () => {
    const acts: IdName[] = (await t.app.inject({ method: 'GET', url: '/api/economic_activities/' })).json();
    const { economicActivities } = await import('../src/db/schema/index.ts');
    const rows = await t.deps.db.select().from(economicActivities);
    for (const row of rows) expect(ciiuCode(row.id)).toBe(row.code);
    const seeded = new Set(acts.map((a) => ciiuCode(a.id)));
    const missing = ACTIVITY_SYNONYMS.flatMap(([, codes]) => codes).filter((code) => !seeded.has(code));
    expect(missing).toEqual([]);
  });

  // Issue 30 item 3: the sign-up search finds a shop by the words its owner uses. Each word's
  // expected activity is among the first three results, over the seeded table.
  it.each([
    ['tienda', '4711'],
    ['Tienda de barrio', '4711'],
    ['minimercado', '4711'],
    ['abarrotes', '4711'],
    ['miscelánea', '4711'],
    ['miscelanea', '4711'],
    ['minorista', '4711'],
    ['supermercado', '4711'],
    ['granero', '4711'],
    ['droguería', '4773'],
    ['drogueria', '4773'],
    ['farmacia', '4773'],
    ['restaurante', '5611'],
    ['Restaurantes', '5611'],
    ['corrientazo', '5611'],
    ['comidas rápidas', '5612'],
    ['cafetería', '5613'],
    ['ropa', '4771'],
    ['ropa', '1410'],
    ['boutique', '4771'],
    ['confecciones', '1410'],
    ['celulares', '4741'],
    ['celulares', '4652'],
    ['celulares', '9512'],
    ['peluquería', '9602'],
    ['barbería', '9602'],
    ['ferretería', '4752'],
    ['panadería', '1081'],
    ['panaderia', '4729'],
    ['carnicería', '4723'],
    ['fruver', '4721'],
    ['licorera', '4724'],
    ['zapatería', '4772'],
    ['papelería', '4761'],
    ['cacharrería', '4719'],
    ['taller de motos', '4542'],
    ['montallantas', '4520'],
    ['lavandería', '9601'],
    ['veterinaria', '7500'],
    ['venta de celulares', '4741'],
    ['tienda de ropa', '4771'],
    ['hotel', '5511'],
    ['4711', '4711'],
    ['menor alimentos', '4711'],
  ])('%s finds %s', async (word, code) => {
    const acts: IdName[] = (await t.app.inject({ method: 'GET', url: '/api/economic_activities/' })).json();
    const entries = acts.map((a) => ({ code: ciiuCode(a.id), name: a.name }));
    const first = searchActivities(entries, word, 3).map((e) => e.code);
    expect(first, `${word}: ${first.join(', ')}`).toContain(code);
  });

  it("finds nothing unrelated: 'ropa' no longer finds 'Propagación de plantas'", async () => {
    const acts: IdName[] = (await t.app.inject({ method: 'GET', url: '/api/economic_activities/' })).json();
    const entries = acts.map((a) => ({ code: ciiuCode(a.id), name: a.name }));
    expect(searchActivities(entries, 'ropa').map((e) => e.code)).not.toContain('0130');
  });

  it('seeding twice changes nothing', async () => {
    const { seedReferenceData } = await import('../src/db/seed/index.ts');
    await seedReferenceData(t.deps.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/states/' })).json()).toHaveLength(33);
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/states/');
  });
});
