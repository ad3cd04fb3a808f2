import { DATE_INVALID, DUE_DATE_TEXT, type Report, SIGNER_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialInfo, profiles } from '../src/db/schema/index.ts';
import { businessStartDate } from '../src/ledger/index.ts';
import { addMonths } from '../src/lib/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/**
 * Issue 23 item 5 (ADR 039), what the statements take as input: the signers in the profile, a
 * liability's due date, and — as a property — the balance's split of liabilities by due date.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-15T15:00:00Z' });
});
afterAll(() => t.close());

const inject = (u: CreatedUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: u.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PROFILE = {
  tradename: 'Panadería El Trigal',
  economic_activity: 1081,
  identification_type: 13,
  identification_number: '43999111',
  cellphone: '3109876543',
  address: 'Avenida 68 # 10-20',
  state: 11,
  city: 11001,
  user: { first_name: 'Camila', last_name: 'Rojas' },
};

describe('PATCH /api/profiles/: the signers of the statements', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t, { identificationNumber: '43999111' });
  });
  const stored = async () => {
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    return [
      p?.legalRepName,
      p?.legalRepIdentification,
      p?.accountantName,
      p?.accountantIdentification,
      p?.accountantCard,
    ];
  };

  it('stores both signers, trimmed, and answers them in the record', async () => {
    const res = await inject(u, 'PATCH', '/api/profiles/', {
      ...PROFILE,
      legal_rep_name: '  Camila Rojas ',
      legal_rep_identification: '43999111',
      accountant_name: 'Luis Mora',
      accountant_identification: 'CE 456789',
      accountant_card: '98765-T',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      legal_rep_name: 'Camila Rojas',
      legal_rep_identification: '43999111',
      accountant_name: 'Luis Mora',
      accountant_identification: 'CE 456789',
      accountant_card: '98765-T',
    });
    expect(await stored()).toEqual(['Camila Rojas', '43999111', 'Luis Mora', 'CE 456789', '98765-T']);
  });

  it('leaves them as they are when the update does not send them', async () => {
    expect((await inject(u, 'PATCH', '/api/profiles/', PROFILE)).statusCode).toBe(200);
    expect(await stored()).toEqual(['Camila Rojas', '43999111', 'Luis Mora', 'CE 456789', '98765-T']);
  });

  it('refuses a signer half filled, naming each missing field, and writes nothing', async () => {
    const res = await inject(u, 'PATCH', '/api/profiles/', {
      ...PROFILE,
      tradename: 'Otro nombre',
      accountant_identification: '',
      accountant_card: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      accountant_identification: [SIGNER_MSG.accountantIdentification],
      accountant_card: [SIGNER_MSG.accountantCard],
    });
    const legal = await inject(u, 'PATCH', '/api/profiles/', { ...PROFILE, legal_rep_name: '' });
    expect(legal.json()).toEqual({ legal_rep_name: [SIGNER_MSG.legalRepName] });
    expect(await stored()).toEqual(['Camila Rojas', '43999111', 'Luis Mora', 'CE 456789', '98765-T']);
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p?.tradename).toBe('Panadería El Trigal');
  });

  it('refuses identifications and T.P. with other characters or too long, and names over 100', async () => {
    const res = await inject(u, 'PATCH', '/api/profiles/', {
      ...PROFILE,
      legal_rep_name: 'x'.repeat(101),
      legal_rep_identification: '=1+2',
      accountant_card: '12 34',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      legal_rep_name: [SIGNER_MSG.nameLong],
      legal_rep_identification: [SIGNER_MSG.identificationInvalid],
      accountant_card: [SIGNER_MSG.cardInvalid],
    });
    const long = await inject(u, 'PATCH', '/api/profiles/', {
      ...PROFILE,
      accountant_identification: '1'.repeat(21),
    });
    expect(long.json()).toEqual({ accountant_identification: [SIGNER_MSG.identificationInvalid] });
  });

  it("clears both with ''", async () => {
    const res = await inject(u, 'PATCH', '/api/profiles/', {
      ...PROFILE,
      legal_rep_name: '',
      legal_rep_identification: '',
      accountant_name: '',
      accountant_identification: '',
      accountant_card: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual(['', '', '', '', '']);
  });
});

describe('a liability’s due date', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t);
  });

  it('is stored on a liability, answered, changed and cleared', async () => {
    const res = await inject(u, 'POST', '/api/financial_info/', {
      category: 12,
      value: 900_000,
      financial_type: 'PASIVOS',
      due_date: '2028-03-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, due_date } = res.json() as { id: number; due_date: string | null };
    expect(due_date).toBe('2028-03-31');
    const moved = await inject(u, 'PATCH', `/api/financial_info/${id}/`, { due_date: '2027-01-31' });
    expect(moved.json().due_date).toBe('2027-01-31');
    expect((await inject(u, 'GET', `/api/financial_info/${id}/`)).json().due_date).toBe('2027-01-31');
    const cleared = await inject(u, 'PATCH', `/api/financial_info/${id}/`, { due_date: null });
    expect(cleared.json().due_date).toBeNull();
    const [row] = await t.deps.db.select().from(financialInfo).where(eq(financialInfo.id, id));
    expect(row?.dueDate).toBeNull();
  });

  it('is refused on an asset and when it is not a date', async () => {
    const asset = await inject(u, 'POST', '/api/financial_info/', {
      category: 7,
      value: 100,
      financial_type: 'ACTIVOS',
      due_date: '2027-01-31',
    });
    expect(asset.statusCode).toBe(400);
    expect(asset.json()).toEqual({ due_date: [DUE_DATE_TEXT.onlyLiabilities] });
    for (const bad of ['2027-02-30', '31/01/2027', 20270131]) {
      const res = await inject(u, 'POST', '/api/financial_info/', {
        category: 13,
        value: 100,
        financial_type: 'PASIVOS',
        due_date: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ due_date: [DATE_INVALID] });
    }
  });

  it('can still be set after the initial information is closed (it posts nothing)', async () => {
    const list = (await inject(u, 'GET', '/api/financial_info/?type=PASIVOS')).json().financial_info as {
      id: number;
    }[];
    const id = list[0]?.id ?? 0;
    expect((await inject(u, 'POST', '/api/financial_info/close/')).statusCode).toBe(200);
    const res = await inject(u, 'PATCH', `/api/financial_info/${id}/`, { due_date: '2029-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().due_date).toBe('2029-12-31');
    // Its value still may not change.
    const value = await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 1 });
    expect(value.statusCode).toBe(400);
  });
});

describe('property: the balance splits liabilities by due date', () => {
  const LIABILITY_CATEGORIES = [12, 13, 14, 15, 16, 17];
  const DAY0 = Date.UTC(2026, 0, 1);
  const day = (n: number) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10);

  it('non-current = pending of what falls due after 12 months; corriente + no corriente = pasivos; A = P + Pt', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            value: fc.integer({ min: 1, max: 5_000_000 }),
            due: fc.option(fc.integer({ min: 0, max: 1100 }), { nil: null }),
            paidPart: fc.integer({ min: 0, max: 100 }),
            paidOn: fc.integer({ min: 0, max: 70 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 70 }),
        async (records, cutDay) => {
          const u = await createUser(t);
          const cutOff = day(cutDay);
          const horizon = addMonths(cutOff, 12);
          let expected = 0;
          for (const [i, r] of records.entries()) {
            const due = r.due === null ? null : day(r.due);
            const created = await inject(u, 'POST', '/api/financial_info/', {
              category: LIABILITY_CATEGORIES[i],
              value: r.value,
              financial_type: 'PASIVOS',
              due_date: due,
            });
            expect(created.statusCode, created.body).toBe(201);
            const paid = Math.floor((r.value * r.paidPart) / 100);
            if (paid > 0) {
              const abono = await inject(u, 'POST', `/api/financial_info/${created.json().id}/payments/`, {
                date: day(r.paidOn),
                value: paid,
                payment_method: 'EFECTIVO',
                observations: '',
              });
              expect(abono.statusCode, abono.body).toBe(201);
            }
            const paidBy = r.paidOn <= cutDay ? paid : 0;
            if (due !== null && due > horizon) expected += r.value - paidBy;
          }
          const res = await inject(u, 'GET', `/api/reports/balance/?cut_off=${cutOff}`);
          expect(res.statusCode, res.body).toBe(200);
          const v = (name: string) => (res.json() as Report).rows.find((x) => x.name === name)?.value ?? NaN;
          // Before the start date the books hold nothing yet (ADR 037: the opening entry is dated there).
          const start = await businessStartDate(t.deps.db, u.id);
          if (start === null || cutOff < start) expected = 0;
          expect(v('Total pasivo no corriente')).toBe(expected);
          expect(v('Total pasivo corriente') + v('Total pasivo no corriente')).toBe(v('Total pasivos'));
          expect(v('Total activos')).toBe(v('Total pasivo y patrimonio'));
          expect(v('Total pasivo y patrimonio')).toBe(v('Total pasivos') + v('Total patrimonio'));
        },
      ),
      { numRuns: 12 },
    );
  });
});
