import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export type NewUser = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  identification_number: string;
  tradename: string;
  address: string;
  phone: string;
  cellphone: string;
};

let seq = 0;

/** A user no other test (or earlier run on the same database) has registered. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  seq += 1;
  const stamp = `${Date.now()}${seq}`;
  return {
    email: `tendero.${stamp}@example.com`,
    password: 'ClaveSegura2025',
    first_name: 'maría josé',
    last_name: 'Rodríguez',
    identification_number: stamp.slice(-10),
    tradename: 'Tienda La Esquina',
    address: 'Calle 10 # 5-20',
    phone: '6041234567',
    cellphone: '3001234567',
    ...overrides,
  };
}

/** Registers through the API (for tests whose subject is not the wizard). */
export async function registerByApi(request: APIRequestContext, user: NewUser): Promise<number> {
  const pick = async (path: string) => {
    const res = await request.get(path);
    expect(res.ok()).toBeTruthy();
    const list = (await res.json()) as { id: number; name: string }[];
    const first = list[0];
    if (!first) throw new Error(`${path} is empty`);
    return first.id;
  };
  const stateId = await pick('/api/states/');
  const res = await request.post('/api/register/', {
    data: {
      ...user,
      password_confirmation: user.password,
      identification_type: await pick('/api/documents/'),
      economic_activity: await pick('/api/economic_activities/'),
      city: await pick(`/api/states/${stateId}/cities`),
      terms_and_conds: true,
      personal_data: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: { id: number } };
  return body.user.id;
}
