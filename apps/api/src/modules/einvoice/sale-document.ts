import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  clients,
  documentTypes,
  incomeDetails,
  incomes,
  profiles,
  states,
  users,
} from '../../db/schema/index.ts';
import { addDays } from '../../lib/clock.ts';
import type { Address, Buyer, IdType, LineInput, Payment, Shop } from './types.ts';
import { CONSUMIDOR_FINAL } from './ubl-names.ts';

// What a sale puts in its electronic document, read from the sale's own rows (the incomes module
// writes them; this module reads, so the two folders do not import each other both ways).

const ID_TYPES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '21',
  '22',
  '31',
  '41',
  '42',
  '47',
  '50',
  '91',
]);
/** NIT: TipoDocumento 31. */
const NIT = '31';

/** The sale's part of a document: who sells, who buys, what and how it is paid. */
export type SaleParts = {
  shop: Shop;
  buyer: Buyer | null;
  lines: LineInput[];
  payment: Payment;
};

/** Digits only: a NIT typed '900.373.076-8' is 900373076 (the check digit is computed). */
export function nitDigits(identification: string): string {
  const [body] = identification.split('-');
  return (body ?? '').replace(/\D/g, '');
}

type Place = { cityCode: string; cityName: string; stateCode: string; stateName: string };

async function placeOf(db: Db, cityId: number | null): Promise<Place | null> {
  if (cityId === null) return null;
  const [row] = await db
    .select({ cityCode: cities.code, cityName: cities.name, stateCode: states.code, stateName: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, cityId));
  return row ?? null;
}

const addressOf = (place: Place, line: string): Address => ({
  cityCode: place.cityCode,
  cityName: place.cityName,
  departmentCode: place.stateCode,
  departmentName: place.stateName,
  line: line || place.cityName,
});

/** The shop as its documents name it (its profile), or null without a profile and city. */
export async function shopOf(db: Db, userId: number): Promise<Shop | null> {
  const [profile] = await db
    .select({ profile: profiles, docCode: documentTypes.code, email: users.email })
    .from(profiles)
    .innerJoin(documentTypes, eq(documentTypes.id, profiles.identificationTypeId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!profile) return null;
  const place = await placeOf(db, profile.profile.cityId);
  if (!place) return null;
  return {
    nit: nitDigits(profile.profile.identificationNumber),
    legalName: profile.profile.tradename,
    tradeName: profile.profile.tradename,
    personType: profile.docCode === NIT ? 'juridica' : 'natural',
    taxLevelCodes: ['R-99-PN'],
    responsableIva: false,
    address: addressOf(place, profile.profile.address),
    email: profile.email,
    ...(profile.profile.cellphone || profile.profile.phone
      ? { phone: profile.profile.cellphone || profile.profile.phone }
      : {}),
  };
}

/**
 * The shop, buyer, lines and payment of the user's sale, or null when the sale is not there.
 * Until the IVA issue brings the shop's regime and the lines' rates, every shop is written as not
 * responsable de IVA (TaxScheme ZZ, R-99-PN) and every line outside IVA: what the sale's journal
 * has (no IVA account), so the document's totals are the sale's to the peso. The builder already
 * writes IVA lines for when sales have them.
 */
export async function saleParts(db: Db, userId: number, incomeId: number): Promise<SaleParts | null> {
  const [sale] = await db
    .select()
    .from(incomes)
    .where(and(eq(incomes.userId, userId), eq(incomes.id, incomeId)));
  if (!sale) return null;
  const [shop, [client], details] = await Promise.all([
    shopOf(db, userId),
    db
      .select({ client: clients, docCode: documentTypes.code })
      .from(clients)
      .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
      .where(and(eq(clients.userId, userId), eq(clients.id, sale.clientId))),
    db
      .select()
      .from(incomeDetails)
      .where(and(eq(incomeDetails.userId, userId), eq(incomeDetails.incomeId, incomeId)))
      .orderBy(asc(incomeDetails.position)),
  ]);
  if (!shop || !client) return null;

  const c = client.client;
  const buyerId = c.docNumber.replace(/\D/g, '');
  const buyerPlace = await placeOf(db, c.cityId);
  const buyer: Buyer | null =
    buyerId === CONSUMIDOR_FINAL.id || !buyerId
      ? null
      : {
          idType: (ID_TYPES.has(client.docCode) ? client.docCode : '13') as IdType,
          id: client.docCode === NIT ? nitDigits(c.docNumber) : buyerId,
          name: c.name,
          personType: client.docCode === NIT ? 'juridica' : 'natural',
          taxLevelCodes: ['R-99-PN'],
          responsableIva: false,
          ...(buyerPlace ? { address: addressOf(buyerPlace, c.address) } : {}),
          ...(c.email ? { email: c.email } : {}),
        };

  const lines: LineInput[] = details.map((d) => ({
    description: d.name,
    code: String(d.inventoryId),
    quantity: d.quantity,
    unitPrice: d.value,
    ivaRate: 'excluido',
  }));

  // MediosPago: 10 efectivo, 47 transferencia débito bancaria, ZZZ a convenir (a credit without a
  // first payment). A credit sale has no due date of its own yet: 30 days, the usual term.
  const methodCode = sale.paymentMethod === 'BANCO' ? '47' : sale.paymentMethod === 'EFECTIVO' ? '10' : 'ZZZ';
  const payment: Payment =
    sale.paymentType === 'CREDITO'
      ? { form: 'credito', methodCode, dueDate: addDays(sale.date, 30) }
      : { form: 'contado', methodCode };
  return { shop, buyer, lines, payment };
}
