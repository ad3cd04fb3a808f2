import { INCOME_MSG, padNumber, paymentReference } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import { clients, documentTypes, incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { buildXlsx, XLSX_MIME, type XlsxColumn } from '../../lib/xlsx.ts';

type ExportRow = {
  reference: string;
  kind: 'Ingreso' | 'Abono';
  date: string;
  client: string;
  clientDoc: string;
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
  { header: 'Cliente', width: 30, value: (r) => r.client },
  { header: 'Documento del cliente', width: 22, value: (r) => r.clientDoc },
  { header: 'Tipo de pago', width: 13, value: (r) => r.paymentType },
  { header: 'Método de pago', width: 15, value: (r) => r.paymentMethod },
  { header: 'Valor', width: 15, kind: 'money', value: (r) => r.value },
  { header: 'Pagado', width: 15, kind: 'money', value: (r) => r.paid },
  { header: 'Saldo', width: 15, kind: 'money', value: (r) => r.balance },
  { header: 'Estado', width: 12, value: (r) => r.status },
  { header: 'Observaciones', width: 40, value: (r) => r.observations },
];

/**
 * GET /api/incomes/export/: every sale of the user and every payment on a credit, one row each,
 * in date order (a payment right after the rows of its day). Voided ones are kept, marked 'Anulado'.
 */
export async function exportIncomes(deps: AppDeps, userId: number) {
  const { db } = deps;
  const client = { name: clients.name, doc: documentTypes.abbreviation, number: clients.docNumber };
  const [docs, payments] = await Promise.all([
    db
      .select({ sale: incomes, client })
      .from(incomes)
      .innerJoin(clients, eq(clients.id, incomes.clientId))
      .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
      .where(eq(incomes.userId, userId))
      .orderBy(asc(incomes.date), asc(incomes.number)),
    db
      .select({ payment: incomePayments, sale: incomes, client })
      .from(incomePayments)
      .innerJoin(incomes, eq(incomes.id, incomePayments.incomeId))
      .innerJoin(clients, eq(clients.id, incomes.clientId))
      .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
      .where(eq(incomePayments.userId, userId))
      .orderBy(asc(incomePayments.date), asc(incomes.number), asc(incomePayments.ordinal)),
  ]);
  const rows: ExportRow[] = [
    ...docs.map(({ sale, client: c }) => ({
      reference: padNumber(sale.number),
      kind: 'Ingreso' as const,
      date: sale.date,
      client: c.name,
      clientDoc: `${c.doc} ${c.number}`,
      paymentType: TYPE_LABEL[sale.paymentType] ?? sale.paymentType,
      paymentMethod: sale.paymentMethod ? (METHOD_LABEL[sale.paymentMethod] ?? sale.paymentMethod) : '',
      value: sale.value,
      paid: sale.payment,
      balance: sale.value - sale.payment,
      status: sale.deleted
        ? INCOME_MSG.voidedTag
        : sale.paymentType === 'CONTADO'
          ? 'Activo'
          : sale.paidOut
            ? INCOME_MSG.finishedTag
            : 'Pendiente',
      observations: sale.observations,
    })),
    ...payments.map(({ payment, sale, client: c }) => ({
      reference: paymentReference(sale.number, payment.ordinal),
      kind: 'Abono' as const,
      date: payment.date,
      client: c.name,
      clientDoc: `${c.doc} ${c.number}`,
      paymentType: TYPE_LABEL[sale.paymentType] ?? sale.paymentType,
      paymentMethod: METHOD_LABEL[payment.paymentMethod] ?? payment.paymentMethod,
      value: payment.value,
      paid: null,
      balance: null,
      status: payment.deleted ? INCOME_MSG.voidedTag : 'Activo',
      observations: payment.observations,
    })),
  ];
  // Stable sort: same day → documents before payments, each in their query order.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const body = await buildXlsx({ sheetName: 'Mis ingresos', columns: COLUMNS, rows });
  return { name: INCOME_MSG.exportFileName, type: XLSX_MIME, body };
}
