import {
  type IncomeDetail,
  type IncomeDetailLine,
  type IncomePayment,
  type InvoiceProfile,
  padNumber,
} from '@cc/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  documentTypes,
  incomeDetailBatches,
  incomeDetails,
  incomePayments,
  incomes,
  profiles,
  states,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { paymentOut } from '../credit/index.ts';
import { clientRecords } from './clients.ts';

type PaymentRow = typeof incomePayments.$inferSelect;
type Sale = { number: number; paidOut: boolean };

export function toPayment(p: PaymentRow, sale: Sale): IncomePayment {
  return { ...paymentOut(p, sale), income_id: p.incomeId };
}

/** The seller's profile for the invoice header (user.profile of docs/api.md §Document detail). */
export async function invoiceProfile(deps: AppDeps, ex: Executor, userId: number): Promise<InvoiceProfile> {
  const [p] = await ex
    .select({
      tradename: profiles.tradename,
      docTypeId: documentTypes.id,
      docTypeName: documentTypes.name,
      identificationNumber: profiles.identificationNumber,
      address: profiles.address,
      phone: profiles.phone,
      cellphone: profiles.cellphone,
      logo: profiles.logo,
      cityId: cities.id,
      cityName: cities.name,
      stateId: states.id,
      stateName: states.name,
    })
    .from(profiles)
    .innerJoin(documentTypes, eq(documentTypes.id, profiles.identificationTypeId))
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .where(eq(profiles.userId, userId));
  if (!p) throw AppError.notFound();
  return {
    tradename: p.tradename,
    identification_type: { id: p.docTypeId, name: p.docTypeName },
    identification_number: p.identificationNumber,
    address: p.address,
    phone: p.phone,
    cellphone: p.cellphone,
    city:
      p.cityId !== null && p.cityName !== null && p.stateId !== null && p.stateName !== null
        ? { id: p.cityId, name: p.cityName, state: { id: p.stateId, name: p.stateName } }
        : null,
    logo: { image: p.logo ? deps.storage.url(p.logo) : null },
  };
}

async function detailLines(ex: Executor, userId: number, incomeId: number): Promise<IncomeDetailLine[]> {
  const rows = await ex
    .select()
    .from(incomeDetails)
    .where(and(eq(incomeDetails.userId, userId), eq(incomeDetails.incomeId, incomeId)))
    .orderBy(asc(incomeDetails.position));
  const ids = rows.map((d) => d.id);
  const batches = ids.length
    ? await ex
        .select()
        .from(incomeDetailBatches)
        .where(and(eq(incomeDetailBatches.userId, userId), inArray(incomeDetailBatches.detailId, ids)))
        .orderBy(asc(incomeDetailBatches.id))
    : [];
  return rows.map((d) => {
    const own = batches
      .filter((b) => b.detailId === d.id)
      .map((b) => ({ stock: b.stockId, quantity: b.quantity, cost_value: b.costValue }));
    const isService = d.category === 'SERVICIO';
    return {
      id: d.id,
      // The name and category as sold: the invoice must not change when the item is renamed.
      inventory: { id: d.inventoryId, name: d.name, category: d.category },
      name: d.name,
      quantity: d.quantity,
      value: d.value,
      unit_value: d.value,
      total_value: d.quantity * d.value,
      stock: isService ? d.inventoryId : (own[0]?.stock ?? null),
      batches: own,
    };
  });
}

/** GET /api/incomes/{id}/ (docs/api.md §Document detail): lines, payments, client and the seller's profile. */
export async function getIncome(deps: AppDeps, userId: number, id: number): Promise<IncomeDetail> {
  const { db } = deps;
  const [sale] = await db
    .select()
    .from(incomes)
    .where(and(eq(incomes.userId, userId), eq(incomes.id, id)));
  if (!sale) throw AppError.notFound();
  const [details, payments, clientMap, profile] = await Promise.all([
    detailLines(db, userId, sale.id),
    db
      .select()
      .from(incomePayments)
      .where(and(eq(incomePayments.userId, userId), eq(incomePayments.incomeId, sale.id)))
      .orderBy(asc(incomePayments.ordinal)),
    clientRecords(db, userId, [sale.clientId]),
    invoiceProfile(deps, db, userId),
  ]);
  const client = clientMap.get(sale.clientId);
  if (!client) throw new Error(`client ${sale.clientId} of income ${sale.id} not found`);
  return {
    id: sale.id,
    number: sale.number,
    reference: padNumber(sale.number),
    date: sale.date,
    value: sale.value,
    payment: sale.payment,
    balance: sale.value - sale.payment,
    payment_type: sale.paymentType,
    payment_method: sale.paymentMethod,
    observations: sale.observations,
    deleted: sale.deleted,
    paid_out: sale.paidOut,
    is_payment: false,
    client,
    details,
    payments: payments.map((p) => toPayment(p, sale)),
    user: { profile },
  };
}

/** Whether the user has this live (not voided) sale: one primary-key row, not the whole invoice. */
export async function liveIncomeExists(ex: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: incomes.id })
    .from(incomes)
    .where(and(eq(incomes.id, id), eq(incomes.userId, userId), eq(incomes.deleted, false)))
    .limit(1);
  return row !== undefined;
}
