import { AGING_BUCKETS, type AgingBucket, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { clients, documentTypes, incomePayments, incomes } from '../../db/schema/index.ts';
import { exactInteger } from '../../ledger/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { agingBucketSql, agingRows, daysPending, type OpenCredit } from './aging.ts';
import type { ReportContext } from './context.ts';
import { openOn, paidUpTo } from './open-credits.ts';
import { openingSettlements } from './opening-settlements.ts';
import { totalRow, valueRow } from './rows.ts';

/**
 * 'Cuentas por cobrar' as of `to` (docs/accounting.md §Debtors): one row per client with the sum of its open credit
 * sales — value = pending, total = original value, paid = payments up to `to` — then the opening
 * receivable as 'Saldo inicial' with what is still pending of it (its `financial_info_id` is what
 * the screen's 'Abonar' opens), and 'Total cuentas por cobrar'. Voided sales and payments count
 * for nothing; a settled balance drops out. The total equals account 1305 as of the same day.
 */
export async function debtorsReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  // The open credit sales summed in the database, once per client and once per aging bucket
  // (GROUPING SETS): a row per client and per bucket, not one per open credit — thousands in a
  // shop that leaves credits open (57.6 ms at 100k sales on PostgreSQL, ADR 023).
  const open = sql`SELECT ${incomes.clientId} AS client_id, ${incomes.date} AS date, ${incomes.value} AS value,
      ${paidUpTo(incomePayments, incomePayments.incomeId, incomes, ctx.to)} AS paid
    FROM ${incomes}
    WHERE ${and(
      eq(incomes.userId, userId),
      eq(incomes.paymentType, 'CREDITO'),
      eq(incomes.deleted, false),
      lte(incomes.date, ctx.to),
      openOn(incomes.settledOn, ctx.to),
    )}`;
  const sums = await queryRows<{
    client_id: number | null;
    bucket: number | null;
    total: string;
    paid: string;
    pending: string;
    oldest: string;
    name: string | null;
    doc: string | null;
    doc_number: string | null;
  }>(
    tx,
    sql`WITH live AS (
        SELECT o.*, ${agingBucketSql(sql`o.date`, ctx.to)} AS bucket FROM (${open}) o WHERE o.value - o.paid > 0
      ), g AS (
        SELECT client_id, bucket, sum(value)::text AS total, sum(paid)::text AS paid,
          sum(value - paid)::text AS pending, min(date)::text AS oldest
        FROM live GROUP BY GROUPING SETS ((client_id), (bucket))
      )
      SELECT g.*, ${clients.name} AS name, ${documentTypes.abbreviation} AS doc, ${clients.docNumber} AS doc_number
      FROM g
      LEFT JOIN ${clients} ON ${clients.userId} = ${userId} AND ${clients.id} = g.client_id
      LEFT JOIN ${documentTypes} ON ${documentTypes.id} = ${clients.docTypeId}
      ORDER BY ${clients.name}, ${clients.id}`,
  );
  const rows: ReportRow[] = sums.flatMap((r) => {
    if (r.client_id === null) return [];
    const [total, paid] = [exactInteger(r.total), exactInteger(r.paid)];
    // A client is as late as its oldest open sale.
    const days = daysPending(r.oldest, ctx.to);
    return [
      valueRow(r.name ?? '', total - paid, { document: `${r.doc} ${r.doc_number}`, total, paid, days }),
    ];
  });
  const buckets = new Map<AgingBucket, number>();
  for (const r of sums) {
    const b = r.client_id === null && r.bucket !== null ? AGING_BUCKETS[r.bucket] : undefined;
    if (b) buckets.set(b.key, exactInteger(r.pending));
  }
  const credits: OpenCredit[] = [];
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
    ...agingRows(credits, buckets),
  ];
}
