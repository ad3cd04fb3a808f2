import { CHART } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/accounts/ (the chart of shared/design/LEDGER.md §Accounts)', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/' })).statusCode).toBe(401);
  });

  it('lists every account of the chart in code order with its PUC name, class and group', async () => {
    const u = await createUser(t, { subscribed: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/',
      headers: u.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: string; name: string; class: string; group: string }[];
    expect(body).toEqual(
      CHART.map(({ code, name, class: cls, group }) => ({ code, name, class: cls, group })),
    );
    expect(body.map((a) => a.code)).toEqual([...body.map((a) => a.code)].sort());
    expect(body).toContainEqual({
      code: '5235',
      name: 'Servicios',
      class: 'gasto',
      group: 'gasto operacional de ventas',
    });
    expect(body).toContainEqual({
      code: '1430',
      name: 'Productos terminados',
      class: 'activo_corriente',
      group: 'activo corriente',
    });
  });

  it('is documented in the OpenAPI document with its response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/accounts/']?.get;
    expect(get?.tags).toEqual(['accounts']);
    expect(
      Object.keys(get?.responses?.['200']?.content?.['application/json']?.schema?.items?.properties ?? {}),
    ).toEqual(['code', 'name', 'class', 'group']);
  });
});
