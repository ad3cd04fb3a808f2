import { EXPENSE_MSG, padNumber, paymentReference, reminderOptionByDays } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import { expensePayments, expenses, financialCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { buildXlsx, XLSX_MIME, type XlsxColumn } from '../../lib/xlsx.ts';

type ExportRow = {
  reference: string;
  kind: 'Gasto' | 'Abono';
  date: string;
  description: string;
  category: string;
  paymentType: string;
  paymentMethod: string;
  value: number;
  paid: number | null;
  balance: number | null;
  status: string;
  reminder: string;
  observations: string;
};

const TYPE_LABEL: Record<string, string> = { CONTADO: 'Contado', CREDITO: 'Crédito' };
const METHOD_LABEL: Record<string, string> = { EFECTIVO: 'Efectivo', BANCO: 'Banco' };

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Número', width: 10, value: (r) => r.reference },
  { header: 'Registro', width: 10, value: (r) => r.kind },
  { header: 'Fecha', width: 12, kind: 'date', value: (r) => r.date },
  { header: 'Descripción', width: 34, value: (r) => r.description },
  { header: 'Categoría', width: 28, value: (r) => r.category },
  { header: 'Tipo de pago', width: 13, value: (r) => r.paymentType },
  { header: 'Método de pago', width: 15, value: (r) => r.paymentMethod },
  { header: 'Valor', width: 15, kind: 'money', value: (r) => r.value },
  { header: 'Pagado', width: 15, kind: 'money', value: (r) => r.paid },
  { header: 'Saldo', width: 15, kind: 'money', value: (r) => r.balance },
  { header: 'Estado', width: 12, value: (r) => r.status },
  { header: 'Recordar', width: 16, value: (r) => r.reminder },
  { header: 'Observaciones', width: 40, value: (r) => r.observations },
];

/**
 * GET /api/expenses/export/ ('Reporte - Mis Gastos.xlsx'): every expense of the user and every
 * payment on a credit, one row each, in date order (a payment after the expenses of its day).
 * Voided ones are kept, marked 'Anulado'.
 */
export async function exportExpenses(deps: AppDeps, userId: number) {
  const { db } = deps;
  const [docs, payments] = await Promise.all([
    db
      .select({ expense: expenses, category: financialCategories.name })
      .from(expenses)
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(eq(expenses.userId, userId))
      .orderBy(asc(expenses.date), asc(expenses.number)),
    db
      .select({ payment: expensePayments, expense: expenses, category: financialCategories.name })
      .from(expensePayments)
      .innerJoin(expenses, eq(expenses.id, expensePayments.expenseId))
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(eq(expensePayments.userId, userId))
      .orderBy(asc(expensePayments.date), asc(expenses.number), asc(expensePayments.ordinal)),
  ]);
  const rows: ExportRow[] = [
    ...docs.map(({ expense: e, category }) => ({
      reference: padNumber(e.number),
      kind: 'Gasto' as const,
      date: e.date,
      description: e.description,
      category,
      paymentType: TYPE_LABEL[e.paymentType] ?? e.paymentType,
      paymentMethod: e.paymentMethod ? (METHOD_LABEL[e.paymentMethod] ?? e.paymentMethod) : '',
      value: e.value,
      paid: e.payment,
      balance: e.value - e.payment,
      status: e.deleted
        ? EXPENSE_MSG.voidedTag
        : e.paymentType === 'CONTADO'
          ? 'Pagado'
          : e.paidOut
            ? EXPENSE_MSG.finishedTag
            : 'Pendiente',
      reminder: reminderOptionByDays(e.reminderDays)?.name ?? '',
      observations: e.observations,
    })),
    ...payments.map(({ payment: p, expense: e, category }) => ({
      reference: paymentReference(e.number, p.ordinal),
      kind: 'Abono' as const,
      date: p.date,
      description: e.description,
      category,
      paymentType: TYPE_LABEL[e.paymentType] ?? e.paymentType,
      paymentMethod: METHOD_LABEL[p.paymentMethod] ?? p.paymentMethod,
      value: p.value,
      paid: null,
      balance: null,
      status: p.deleted ? EXPENSE_MSG.voidedTag : 'Pagado',
      reminder: '',
      observations: p.observations,
    })),
  ];
  // Stable sort: same day → expenses before payments, each in their query order.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const body = await buildXlsx({ sheetName: 'Mis gastos', columns: COLUMNS, rows });
  return { name: EXPENSE_MSG.exportFileName, type: XLSX_MIME, body };
}
