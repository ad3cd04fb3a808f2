import type { ReportRow } from '@cc/shared';
import { type JournalLine, journalLinesPage } from '../../src/ledger/index.ts';
import { journalRows, journalTotal } from '../../src/modules/reports/book-pages.ts';
import type { ReportContext } from '../../src/modules/reports/context.ts';
import {
  ledgerFinal,
  ledgerHead,
  ledgerLine,
  ledgerTrial,
} from '../../src/modules/reports/general-ledger.ts';

// The journal's and the ledger's whole range built the simple way — every line of the range read
// at once, handed to its account — which the server answered with before it wrote them a batch at
// a time (ADR 023). The reference the batched answers and downloads must equal, row for row.

/** 'Libro mayor' of the range as one array: per account its title, 'Saldo inicial', lines, 'Saldo final'. */
export async function wholeLedger(
  ctx: ReportContext,
  account: { code: string; name: string } | null,
): Promise<ReportRow[]> {
  const trial = await ledgerTrial(ctx, account);
  const lines = await journalLinesPage(ctx.tx, ctx.userId, ctx.from, ctx.to, { account: account?.code });
  const byAccount = new Map<string, JournalLine[]>();
  for (const l of lines) {
    const own = byAccount.get(l.code);
    if (own) own.push(l);
    else byAccount.set(l.code, [l]);
  }
  const rows: ReportRow[] = [];
  for (const t of trial) {
    rows.push(...ledgerHead(t, ctx.from));
    let balance = t.opening;
    for (const l of byAccount.get(t.code) ?? []) {
      balance += l.debit - l.credit;
      rows.push(ledgerLine(t.code, l, balance));
    }
    rows.push(ledgerFinal(t, ctx.to, balance));
  }
  return rows;
}

/** 'Libro diario' of the range as one array: every line, then 'Total' from the monthly rollup. */
export async function wholeJournal(ctx: ReportContext): Promise<ReportRow[]> {
  const lines = await journalLinesPage(ctx.tx, ctx.userId, ctx.from, ctx.to, {});
  return [...(await journalRows(ctx.tx, ctx.userId, lines)), await journalTotal(ctx)];
}
