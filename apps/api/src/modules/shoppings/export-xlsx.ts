import { padNumber, paymentReference, SHOPPING_MSG } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import {
  documentTypes,
  financialCategories,
  providers,
  shoppingPayments,
  shoppings,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { buildXlsx, XLSX_MIME, type XlsxColumn } from '../../lib/xlsx.ts';

type ExportRow = {
  reference: string;
  kind: 'Compra' | 'Abono';
  date: string;
  category: string;
  provider: string;
  providerDoc: string;
  paymentType: string;
  paymentMethod: string;
  value: number;
  paid: number | null;
  balance: number | null;
  status: string;
  observations: string;
};

const TYPE_LABEL: Record<string, string> = { CONTADO: 'Contado', CREDITO: 'Crédito' };
const METHOD_LABEL: Record<string, string> = { EFECTIVO: 'Efectivo', BANCO: 'Banco' };

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Número', width: 10, value: (r) => r.reference },
  { header: 'Registro', width: 10, value: (r) => r.kind },
  { header: 'Fecha', width: 12, kind: 'date', value: (r) => r.date },
  { header: 'Categoría', width: 28, value: (r) => r.category },
  { header: 'Proveedor', width: 30, value: (r) => r.provider },
  { header: 'Documento del proveedor', width: 24, value: (r) => r.providerDoc },
  { header: 'Tipo de pago', width: 13, value: (r) => r.paymentType },
  { header: 'Método de pago', width: 15, value: (r) => r.paymentMethod },
  { header: 'Valor', width: 15, kind: 'money', value: (r) => r.value },
  { header: 'Pagado', width: 15, kind: 'money', value: (r) => r.paid },
  { header: 'Saldo', width: 15, kind: 'money', value: (r) => r.balance },
  { header: 'Estado', width: 12, value: (r) => r.status },
  { header: 'Observaciones', width: 40, value: (r) => r.observations },
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * GET /api/shoppings/export/: every purchase of the user and every payment on a credit, one row
 * each, in date order (payments after the purchases of their day). Voided ones are kept, 'Anulado'.
 */
export async function exportShoppings(deps: AppDeps, userId: number) {
  const { db } = deps;
  const party = {
    name: providers.name,
    doc: documentTypes.abbreviation,
    number: providers.docNumber,
    category: financialCategories.name,
  };
  const [docs, payments] = await Promise.all([
    db
      .select({ s: shoppings, party })
      .from(shoppings)
      .innerJoin(providers, eq(providers.id, shoppings.providerId))
      .innerJoin(documentTypes, eq(documentTypes.id, providers.docTypeId))
      .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
      .where(eq(shoppings.userId, userId))
      .orderBy(asc(shoppings.date), asc(shoppings.number)),
    db
      .select({ payment: shoppingPayments, s: shoppings, party })
      .from(shoppingPayments)
      .innerJoin(shoppings, eq(shoppings.id, shoppingPayments.shoppingId))
      .innerJoin(providers, eq(providers.id, shoppings.providerId))
      .innerJoin(documentTypes, eq(documentTypes.id, providers.docTypeId))
      .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
      .where(eq(shoppingPayments.userId, userId))
      .orderBy(asc(shoppingPayments.date), asc(shoppings.number), asc(shoppingPayments.ordinal)),
  ]);
  const rows: ExportRow[] = [
    ...docs.map(({ s, party: p }) => ({
      reference: padNumber(s.number),
      kind: 'Compra' as const,
      date: s.date,
      category: capitalize(p.category),
      provider: p.name,
      providerDoc: `${p.doc} ${p.number}`,
      paymentType: TYPE_LABEL[s.paymentType] ?? s.paymentType,
      paymentMethod: s.paymentMethod ? (METHOD_LABEL[s.paymentMethod] ?? s.paymentMethod) : '',
      value: s.value,
      paid: s.payment,
      balance: s.value - s.payment,
      status: s.deleted
        ? SHOPPING_MSG.voidedTag
        : s.paymentType === 'CONTADO'
          ? 'Activo'
          : s.paidOut
            ? SHOPPING_MSG.finishedTag
            : 'Pendiente',
      observations: s.observations,
    })),
    ...payments.map(({ payment, s, party: p }) => ({
      reference: paymentReference(s.number, payment.ordinal),
      kind: 'Abono' as const,
      date: payment.date,
      category: capitalize(p.category),
      provider: p.name,
      providerDoc: `${p.doc} ${p.number}`,
      paymentType: TYPE_LABEL[s.paymentType] ?? s.paymentType,
      paymentMethod: METHOD_LABEL[payment.paymentMethod] ?? payment.paymentMethod,
      value: payment.value,
      paid: null,
      balance: null,
      status: payment.deleted ? SHOPPING_MSG.voidedTag : 'Activo',
      observations: payment.observations,
    })),
  ];
  // Stable sort: same day → purchases before payments, each in their query order.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const body = await buildXlsx({ sheetName: 'Mis compras', columns: COLUMNS, rows });
  return { name: SHOPPING_MSG.exportFileName, type: XLSX_MIME, body };
}
