import { REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import { clients, documentTypes, incomePayments, incomes } from '../../db/schema/index.ts';
import { exactInteger } from '../../ledger/index.ts';
import { agingRows, daysPending, type OpenCredit } from './aging.ts';
import type { ReportContext } from './context.ts';
import { openOn, paidUpTo } from './open-credits.ts';
import { openingSettlements } from './opening-settlements.ts';
import { totalRow, valueRow } from './rows.ts';

/**
 * 'Cuentas por cobrar' as of `to` (LEDGER.md): one row per client with the sum of its open credit
 * sales — value = pending, total = original value, paid = payments up to `to` — then the opening
 * receivable as 'Saldo inicial' with what is still pending of it (its `financial_info_id` is what
 * the screen's 'Abonar' opens), and 'Total cuentas por cobrar'. Voided sales and payments count
 * for nothing; a settled balance drops out. The total equals account 1305 as of the same day.
 */
export async function debtorsReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  const sales = await tx
    .select({
      clientId: clients.id,
      client: clients.name,
      doc: documentTypes.abbreviation,
      docNumber: clients.docNumber,
      date: incomes.date,
      value: incomes.value,
      paid: paidUpTo(incomePayments, incomePayments.incomeId, incomes.id, ctx.to),
    })
    .from(incomes)
    .innerJoin(clients, eq(clients.id, incomes.clientId))
    .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
    .where(
      and(
        eq(incomes.userId, userId),
        eq(incomes.paymentType, 'CREDITO'),
        eq(incomes.deleted, false),
        lte(incomes.date, ctx.to),
        openOn(incomes.settledOn, ctx.to),
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id));

  const perClient = new Map<
    number,
    { name: string; document: string; total: number; paid: number; days: number }
  >();
  const credits: OpenCredit[] = [];
  for (const s of sales) {
    const p = exactInteger(s.paid);
    if (s.value - p <= 0) continue; // finished as of `to`
    const days = daysPending(s.date, ctx.to);
    credits.push({ days, pending: s.value - p });
    const c = perClient.get(s.clientId) ?? {
      name: s.client,
      document: `${s.doc} ${s.docNumber}`,
      total: 0,
      paid: 0,
      days,
    };
    c.total += s.value;
    c.paid += p;
    c.days = Math.max(c.days, days); // a client is as late as its oldest open sale
    perClient.set(s.clientId, c);
  }
  const rows: ReportRow[] = [...perClient.values()].map((c) =>
    valueRow(c.name, c.total - c.paid, { document: c.document, total: c.total, paid: c.paid, days: c.days }),
  );
  for (const o of await openingSettlements(tx, userId, ctx.to, 'receivable')) {
    if (o.total - o.paid <= 0) continue; // collected in full as of `to`
    const days = o.since ? daysPending(o.since, ctx.to) : 0;
    credits.push({ days, pending: o.total - o.paid });
    rows.push(
      valueRow(R.openingBalance, o.total - o.paid, {
        total: o.total,
        paid: o.paid,
        financial_info_id: o.id,
        days,
      }),
    );
  }
  const sum = (k: 'value' | 'total' | 'paid') => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
  return [
    ...rows,
    totalRow(R.totalReceivables, sum('value'), { total: sum('total'), paid: sum('paid') }),
    ...agingRows(credits),
  ];
}
