import { chartAccount, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { ACC, type balancesBetween, resultBalancesBetween } from '../../ledger/index.ts';
import { type CompareRange, withComparison } from './compare.ts';
import type { ReportContext } from './context.ts';
import { expenseParts } from './expense-parts.ts';
import { redRow, totalRow, valueRow } from './rows.ts';

export type IncomeStatement = {
  /** 'Ingresos por ventas': the 41 accounts but 4175. */
  sales: number;
  /** 'Devoluciones en ventas' (4175), as a positive amount that lowers the income. */
  returns: number;
  /** 'Ingresos operacionales': sales − returns (every 41 account). */
  operatingIncome: number;
  cost: number;
  grossProfit: number;
  /** 'Gastos administrativos y de ventas': the 51 and 52 accounts. */
  expenses: number;
  operatingProfit: number;
  /** 'Ingresos no operacionales' (42) and 'Gastos no operacionales' (53). */
  otherIncome: number;
  otherExpenses: number;
  profitBeforeTax: number;
  /** 'Impuesto de renta' (54). */
  incomeTax: number;
  netProfit: number;
  /** The rows under the expense, non-operational and tax lines. */
  expenseRows: ExpenseRow[];
  otherIncomeRows: ExpenseRow[];
  otherExpenseRows: ExpenseRow[];
  taxRows: ExpenseRow[];
};

/** A row under a line of the statement: an expense category's part of its account, or an account. */
type ExpenseRow = { key: string; code: string; name: string; value: number };
type Balances = Awaited<ReturnType<typeof balancesBetween>>;

/** PUC groups of the statement's lines (LEDGER.md §Statements). */
const GROUP = {
  operatingIncome: ['41'],
  operatingExpenses: ['51', '52'],
  otherIncome: ['42'],
  otherExpenses: ['53'],
  incomeTax: ['54'],
} as const;
const inGroup = (code: string, prefixes: readonly string[]) => prefixes.some((p) => code.startsWith(p));

/**
 * Income statement of [from, to] from the journal (opening entries excluded), down to 'Utilidad
 * neta' (LEDGER.md §Statements): operating income (41 less 4175) − cost of sales (every 'costo'
 * account: 6120, 6135, 7105) = gross profit; − administration and sales expenses (51, 52, shown per
 * expense category) = operating profit; + non-operating income (42) − non-operating expenses (53)
 * = profit before tax; − income tax (54) = net profit.
 */
export async function incomeStatement(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  from: string,
  to: string,
): Promise<IncomeStatement> {
  // The year-end close left out: a closed year still shows its income and expenses (ADR 038).
  const period = await resultBalancesBetween(ctx.tx, ctx.userId, from, to);
  const sum = (pred: (b: Balances[number]) => boolean) =>
    period.filter(pred).reduce((s, b) => s + b.balance, 0);
  const ofGroup = (prefixes: readonly string[]) => sum((b) => inGroup(b.code, prefixes));
  const operatingIncome = ofGroup(GROUP.operatingIncome);
  const returns = 0 - sum((b) => b.code === ACC.devolucionesVentas);
  const cost = sum((b) => b.class === 'costo');
  const expenses = ofGroup(GROUP.operatingExpenses);
  const otherIncome = ofGroup(GROUP.otherIncome);
  const otherExpenses = ofGroup(GROUP.otherExpenses);
  const incomeTax = ofGroup(GROUP.incomeTax);
  const operatingProfit = operatingIncome - cost - expenses;
  const profitBeforeTax = operatingProfit + otherIncome - otherExpenses;
  const parts = period.some((b) => b.class === 'gasto' && b.balance !== 0)
    ? await expenseParts(ctx, from, to)
    : [];
  return {
    sales: operatingIncome + returns,
    returns,
    operatingIncome,
    cost,
    grossProfit: operatingIncome - cost,
    expenses,
    operatingProfit,
    otherIncome,
    otherExpenses,
    profitBeforeTax,
    incomeTax,
    netProfit: profitBeforeTax - incomeTax,
    expenseRows: expenseRows(period, parts, GROUP.operatingExpenses),
    otherIncomeRows: accountRows(period, GROUP.otherIncome),
    otherExpenseRows: expenseRows(period, parts, GROUP.otherExpenses),
    taxRows: accountRows(period, GROUP.incomeTax),
  };
}

const rowName = (b: Balances[number]) => chartAccount(b.code)?.row ?? b.name;

/** One row per account of the groups with a balance. */
function accountRows(period: Balances, prefixes: readonly string[]): ExpenseRow[] {
  return period
    .filter((b) => inGroup(b.code, prefixes) && b.balance !== 0)
    .map((b) => ({ key: b.code, code: b.code, name: rowName(b), value: b.balance }));
}

/** Expense accounts of the groups: one row per expense category, whatever else the account holds under its own row. */
function expenseRows(
  period: Balances,
  parts: Awaited<ReturnType<typeof expenseParts>>,
  prefixes: readonly string[],
): ExpenseRow[] {
  const accounts = period.filter((b) => inGroup(b.code, prefixes) && b.balance !== 0);
  return accounts.flatMap((a) => {
    const mine = parts.filter((p) => p.code === a.code && p.net !== 0);
    const rest = a.balance - mine.reduce((t, p) => t + p.net, 0);
    return [
      ...mine.map((p) => ({ key: `${a.code}:${p.id}`, code: a.code, name: p.name, value: p.net })),
      ...(rest === 0 ? [] : [{ key: a.code, code: a.code, name: rowName(a), value: rest }]),
    ];
  });
}

/** The rows shown under each line: those of the statement, or of either statement when compared. */
type Shown = Pick<IncomeStatement, 'expenseRows' | 'otherIncomeRows' | 'otherExpenseRows' | 'taxRows'> & {
  returns: boolean;
};

const shownOf = (s: IncomeStatement): Shown => ({ ...s, returns: s.returns !== 0 });

/** Rows of the statement, with the PUC codes; the rows under each line `shown` one by one. */
function resultRows(s: IncomeStatement, shown: Shown): ReportRow[] {
  const under = (list: ExpenseRow[], mine: ExpenseRow[]) =>
    list.map((a) => valueRow(a.name, mine.find((b) => b.key === a.key)?.value ?? 0, { code: a.code }));
  return [
    valueRow(R.sales, s.sales, { code: ACC.ingresosVentas }),
    ...(shown.returns ? [redRow(R.salesReturns, s.returns, { code: ACC.devolucionesVentas })] : []),
    totalRow(R.operatingIncome, s.operatingIncome, { code: '41' }),
    redRow(R.costOfSales, s.cost, {
      code: `${ACC.costoProductosFabricados}, ${ACC.costoVentas}, ${ACC.comprasInsumos}`,
    }),
    totalRow(R.grossProfit, s.grossProfit),
    redRow(R.expenses, s.expenses, { code: GROUP.operatingExpenses.join(', ') }),
    ...under(shown.expenseRows, s.expenseRows),
    totalRow(R.operatingProfit, s.operatingProfit),
    valueRow(R.otherIncome, s.otherIncome, { code: '42' }),
    ...under(shown.otherIncomeRows, s.otherIncomeRows),
    redRow(R.otherExpenses, s.otherExpenses, { code: '53' }),
    ...under(shown.otherExpenseRows, s.otherExpenseRows),
    totalRow(R.profitBeforeTax, s.profitBeforeTax),
    redRow(R.incomeTax, s.incomeTax, { code: '54' }),
    ...under(shown.taxRows, s.taxRows),
    totalRow(R.netProfit, s.netProfit),
  ];
}

/** The rows of both lists, by key, in key (code) order. */
function union(a: ExpenseRow[], b: ExpenseRow[]): ExpenseRow[] {
  return [...a, ...b.filter((x) => !a.some((y) => y.key === x.key))].sort((x, y) =>
    x.key.localeCompare(y.key),
  );
}

/**
 * 'Mis resultados' (docs/accounting.md §Results, docs/product/3-expenses-reports.md §9: cost and expenses in red, the two profits as totals).
 * With a comparison, the expense accounts of either period are shown, with both figures.
 */
export async function resultsReport(ctx: ReportContext, compare?: CompareRange): Promise<ReportRow[]> {
  const s = await incomeStatement(ctx, ctx.from, ctx.to);
  if (!compare) return resultRows(s, shownOf(s));
  const p = await incomeStatement(ctx, compare.from_date, compare.to_date);
  const shown: Shown = {
    returns: s.returns !== 0 || p.returns !== 0,
    expenseRows: union(s.expenseRows, p.expenseRows),
    otherIncomeRows: union(s.otherIncomeRows, p.otherIncomeRows),
    otherExpenseRows: union(s.otherExpenseRows, p.otherExpenseRows),
    taxRows: union(s.taxRows, p.taxRows),
  };
  return withComparison(resultRows(s, shown), resultRows(p, shown));
}
