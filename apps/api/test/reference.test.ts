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
