import { describe, expect, it } from 'vitest';
import { CONTACT_MSG } from './contacts/index.ts';
import { INCOME_MSG, ZClientInput } from './incomes/index.ts';
import { MSG } from './messages.ts';
import { SHOPPING_MSG, ZProviderInput } from './shoppings/index.ts';

// Here, above contacts, incomes and shoppings: it tests contacts through the two kinds that use it
// (inside contacts it would import them back, a folder cycle; ADR 034).

/** The messages of a failed parse, by field path ('doc_type', 'email', …). */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const JUAN = { name: 'Juan Pérez', doc_type: 1, doc_number: '1020304050' };

// One contact schema serves both kinds: each case runs for clients and for providers.
describe.each([
  { kind: 'client', schema: ZClientInput, nameMissing: INCOME_MSG.alert.clientName },
  { kind: 'provider', schema: ZProviderInput, nameMissing: SHOPPING_MSG.alert.providerName },
])('contact schema ($kind)', ({ schema, nameMissing }) => {
  it("reports the three '¡Alerta!' fields of an absent contact, the name in the kind's words", () => {
    expect(errorsOf(schema.safeParse(undefined))).toEqual({
      name: nameMissing,
      doc_type: CONTACT_MSG.alert.docType,
      doc_number: CONTACT_MSG.alert.docNumber,
    });
  });

  it('reads form values: ids as digit strings, a number as document number, trimmed and lower-cased email', () => {
    const out = schema.parse({ ...JUAN, doc_type: '2', doc_number: 900123, email: ' Juan@Correo.CO ' });
    expect(out).toMatchObject({ doc_type: 2, doc_number: '900123', email: 'juan@correo.co' });
  });

  it("clears the city with '', 0 or null and keeps it when absent", () => {
    for (const city of ['', 0, '0']) expect(schema.parse({ ...JUAN, city }).city).toBeNull();
    expect(schema.parse(JUAN).city).toBeUndefined();
    expect(schema.parse({ ...JUAN, city: '15' }).city).toBe(15);
  });

  it('refuses what is too long or malformed with the exact texts', () => {
    const errors = errorsOf(
      schema.safeParse({
        ...JUAN,
        name: 'x'.repeat(201),
        doc_number: '1'.repeat(21),
        address: 'a'.repeat(256),
        cellphone: '3'.repeat(11),
        email: 'no-es-correo',
        city: 'Bogotá',
      }),
    );
    expect(errors).toEqual({
      name: CONTACT_MSG.nameLong,
      doc_number: CONTACT_MSG.docNumberLong,
      address: CONTACT_MSG.addressLong,
      cellphone: MSG.register.cellphoneLong.text,
      email: MSG.register.emailInvalid,
      city: MSG.register.unknownOption,
    });
  });
});

describe('per-kind differences', () => {
  it("keeps the name 'Consumidor final' for the walk-in client only", () => {
    const walkIn = { name: 'Otro nombre', doc_type: 1, doc_number: '222222222222' };
    expect(ZClientInput.parse(walkIn).name).toBe('Consumidor final');
    expect(ZProviderInput.parse(walkIn).name).toBe('Otro nombre');
  });

  it('names the kind in the missing-name text and nowhere else', () => {
    expect(INCOME_MSG.alert.clientName).toBe('Debe indicar el nombre del cliente');
    expect(SHOPPING_MSG.alert.providerName).toBe('Debe indicar el nombre del proveedor');
    expect(SHOPPING_MSG.alert.docType).toBe(INCOME_MSG.alert.docType);
    expect(SHOPPING_MSG.providerNameLong).toBe(INCOME_MSG.clientNameLong);
  });
});
