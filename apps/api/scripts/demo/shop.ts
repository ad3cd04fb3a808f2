import {
  type IncomeCreate,
  ZExpenseCreate,
  ZExpensePaymentCreate,
  ZIncomeCreate,
  ZPaymentCreate,
  ZShoppingCreate,
} from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { inventories } from '../../src/db/schema/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { addDays, addMonths } from '../../src/lib/clock.ts';
import { createExpense } from '../../src/modules/expenses/create-expense.ts';
import { expensePaymentsService } from '../../src/modules/expenses/payments.ts';
import { createSales } from '../../src/modules/incomes/create-sales.ts';
import { incomePaymentsService } from '../../src/modules/incomes/payments.ts';
import { createShopping } from '../../src/modules/shoppings/create-shopping.ts';
import { shoppingPaymentsService } from '../../src/modules/shoppings/payments.ts';
import { CLIENTS, PROVIDERS, WALK_IN } from './catalogue.ts';
import { CAT, OPENING_UNITS, openBooks, type Product } from './open-books.ts';
import { Random } from './random.ts';

type OpenCredit = { kind: 'income' | 'shopping' | 'expense'; id: number; date: string; balance: number };
export type Written = { sales: number; purchases: number; expenses: number; payments: number };

const INVENTORY_PURCHASE = 4;
const CREDIT_DUE_DAYS = 20;
/** Sales per createSales batch, and per committed chunk of days (ADR 029: measured best). */
const SALES_PER_BATCH = 500;
const COMMIT_EVERY = 2000;
/** The id of a credit sale still waiting in its batch. */
const PENDING = -1;

/**
 * A shop that writes its own history day by day, oldest first, so every document is dated on a
 * day its stock, its credit and its abonos already exist. Stock is tracked here only to know when
 * to restock; the app draws it (FIFO) and refuses anything it would not accept from a user.
 */
export class DemoShop {
  private readonly onHand = new Map<number, number>();
  private readonly credits: OpenCredit[] = [];
  /** Sales not written yet, with the open credit each one is (its id comes with the batch). */
  private readonly pending: { input: IncomeCreate; credit: OpenCredit | null }[] = [];
  private readonly written: Written = { sales: 0, purchases: 0, expenses: 0, payments: 0 };
  /**
   * A tenth of the sales on credit, but no more than about one a day: a corner shop has a handful
   * of fiado clients, and each credit costs an abono or two written one by one.
   */
  private creditShare = 0.1;
  /** Restocks buy about a month of sales: more units per purchase (not more purchases) in a busy shop. */
  private restockScale = 1;

  private constructor(
    private deps: AppDeps,
    private readonly userId: number,
    private readonly products: Product[],
    private readonly rnd: Random,
  ) {}

  static async open(deps: AppDeps, userId: number, seed: number): Promise<DemoShop> {
    const existing = await deps.db
      .select()
      .from(inventories)
      .where(and(eq(inventories.userId, userId), eq(inventories.archived, false)));
    if (!existing.length) {
      const shop = new DemoShop(deps, userId, await openBooks(deps, userId), new Random(seed));
      for (const p of shop.products) if (!p.isService) shop.onHand.set(p.id, OPENING_UNITS);
      return shop;
    }
    // An existing shop's stock is not read back: the first sale of each product restocks it.
    const products = existing.map((i) => ({
      id: i.id,
      name: i.name,
      cost: i.costValue ?? 0,
      price: i.saleValue ?? 0,
      isService: i.category === 'SERVICIO',
    }));
    return new DemoShop(deps, userId, products, new Random(seed));
  }

  /** `sales` sales spread evenly over the `months` before `until`, with the shop's other documents. */
  async writeHistory(opts: {
    sales: number;
    months: number;
    until: string;
    /** Called after each committed chunk with the running counts. */
    onProgress?: (written: Written) => void;
  }): Promise<Written> {
    const first = addMonths(opts.until, -opts.months);
    const days: string[] = [];
    for (let d = addDays(first, 1); d <= opts.until; d = addDays(d, 1)) days.push(d);
    const daily = opts.sales / days.length;
    this.creditShare = Math.min(0.1, 1 / Math.max(daily, 1));
    this.restockScale = Math.max(1, Math.round(daily / 5));
    const perDay = (i: number) =>
      Math.floor(((i + 1) * opts.sales) / days.length) - Math.floor((i * opts.sales) / days.length);
    // Days are written in chunks of about COMMIT_EVERY sales, each chunk one transaction (every
    // document or batch of sales inside it still runs its own, nested as a savepoint): a commit
    // per document costs more than the document on the embedded database.
    const root = this.deps;
    let i = 0;
    while (i < days.length) {
      await root.db.transaction(async (tx) => {
        this.deps = { ...root, db: tx };
        for (let n = 0; i < days.length && n < COMMIT_EVERY; i++) {
          const day = days[i] as string;
          if (day.endsWith('-05')) await this.payMonthlyExpenses(day);
          await this.collectDueCredits(day);
          for (let s = perDay(i); s > 0; s--, n++) await this.sell(day);
        }
        await this.flushSales();
      });
      opts.onProgress?.(this.written);
    }
    this.deps = root;
    return this.written;
  }

  private async sell(day: string): Promise<void> {
    const goods = this.products.filter((p) => !p.isService);
    const lines = this.rnd.pick(goods, this.rnd.int(1, 3)).map((p) => ({ p, quantity: this.rnd.int(1, 4) }));
    const services = this.products.filter((p) => p.isService);
    if (services.length && this.rnd.chance(0.15)) lines.push({ p: this.rnd.one(services), quantity: 1 });
    await this.restockFor(day, lines);
    const credit = this.rnd.chance(this.creditShare);
    const total = lines.reduce((sum, l) => sum + l.quantity * l.p.price, 0);
    const initial = credit && this.rnd.chance(0.4) ? Math.round(total * 0.3) : 0;
    const credited: OpenCredit | null = credit
      ? { kind: 'income', id: PENDING, date: day, balance: total - initial }
      : null;
    this.pending.push({
      input: ZIncomeCreate.parse({
        date: day,
        payment_type: credit ? 'CREDITO' : 'CONTADO',
        payment_method: credit && initial === 0 ? '' : this.rnd.chance(0.7) ? 'EFECTIVO' : 'BANCO',
        payment: initial,
        observations: '',
        details: lines.map((l) => ({ inventory_id: l.p.id, quantity: l.quantity, value: l.p.price })),
        client: credit ? this.rnd.one(CLIENTS) : WALK_IN,
      }),
      credit: credited,
    });
    for (const l of lines)
      if (!l.p.isService) this.onHand.set(l.p.id, (this.onHand.get(l.p.id) ?? 0) - l.quantity);
    if (credited) this.credits.push(credited);
    if (this.pending.length >= SALES_PER_BATCH) await this.flushSales();
  }

  /**
   * Writes the sales waiting in `pending` as one batch (incomes.createSales: the same books as one
   * by one, ADR 029). Other documents may be written before a waiting sale: a purchase dated after
   * it is not drawable on its date, and an abono never pays a waiting sale (collectDueCredits
   * flushes first), so the books are those of the documents in date order.
   */
  private async flushSales(): Promise<void> {
    if (!this.pending.length) return;
    const batch = this.pending.splice(0);
    const ids = await createSales(
      this.deps,
      this.userId,
      batch.map((b) => b.input),
    );
    batch.forEach((b, i) => {
      if (b.credit) b.credit.id = ids[i] as number;
    });
    this.written.sales += batch.length;
  }

  /** Buys what today's sale needs (and a month's worth more) the same day, on credit one time in four. */
  private async restockFor(day: string, lines: { p: Product; quantity: number }[]): Promise<void> {
    const short = lines.filter((l) => !l.p.isService && (this.onHand.get(l.p.id) ?? 0) < l.quantity);
    if (!short.length) return;
    const details = short.map((l) => ({
      inventory_id: l.p.id,
      quantity: (60 + this.rnd.int(0, 40)) * this.restockScale,
      value: Math.round((l.p.cost * this.rnd.int(95, 108)) / 100),
      sale_value: l.p.price,
    }));
    const credit = this.rnd.chance(0.25);
    const purchase = await createShopping(
      this.deps,
      this.userId,
      ZShoppingCreate.parse({
        category_id: INVENTORY_PURCHASE,
        date: day,
        payment_type: credit ? 'CREDITO' : 'CONTADO',
        payment_method: credit ? '' : 'BANCO',
        payment: 0,
        observations: '',
        details,
        provider: this.rnd.one(PROVIDERS),
      }),
    );
    for (const d of details)
      this.onHand.set(d.inventory_id, (this.onHand.get(d.inventory_id) ?? 0) + d.quantity);
    if (credit) this.credits.push({ kind: 'shopping', id: purchase.id, date: day, balance: purchase.value });
    this.written.purchases++;
  }

  private async payMonthlyExpenses(day: string): Promise<void> {
    const bills = [
      { category_id: CAT.arriendo, description: 'Arriendo del local', value: 1_200_000, credit: false },
      {
        category_id: CAT.servicios,
        description: 'Energía y agua',
        value: 180_000 + this.rnd.int(0, 60_000),
        credit: true,
      },
      { category_id: CAT.nomina, description: 'Pago auxiliar de tienda', value: 1_300_000, credit: false },
    ];
    for (const bill of bills) {
      const expense = await createExpense(
        this.deps,
        this.userId,
        ZExpenseCreate.parse({
          description: bill.description,
          value: bill.value,
          category_id: bill.category_id,
          date: day,
          observations: '',
          payment_type: bill.credit ? 'CREDITO' : 'CONTADO',
          payment_method: bill.credit ? '' : 'BANCO',
          payment: 0,
        }),
      );
      if (bill.credit) this.credits.push({ kind: 'expense', id: expense.id, date: day, balance: bill.value });
      this.written.expenses++;
    }
  }

  /** Credits older than CREDIT_DUE_DAYS get an abono: most pay all, some half (and the rest later). */
  private async collectDueCredits(day: string): Promise<void> {
    const due = addDays(day, -CREDIT_DUE_DAYS);
    if (this.credits.some((c) => c.date <= due && c.id === PENDING)) await this.flushSales();
    for (const credit of this.credits.filter((c) => c.date <= due && c.balance > 0)) {
      const value =
        this.rnd.chance(0.7) || credit.balance < 2000 ? credit.balance : Math.round(credit.balance / 2);
      const input = {
        date: day,
        value,
        payment_method: this.rnd.chance(0.5) ? 'EFECTIVO' : 'BANCO',
        observations: '',
      };
      if (credit.kind === 'income') {
        await incomePaymentsService.create(this.deps, this.userId, credit.id, ZPaymentCreate.parse(input));
      } else if (credit.kind === 'shopping') {
        await shoppingPaymentsService.create(this.deps, this.userId, credit.id, ZPaymentCreate.parse(input));
      } else {
        await expensePaymentsService.create(
          this.deps,
          this.userId,
          credit.id,
          ZExpensePaymentCreate.parse(input),
        );
      }
      credit.balance -= value;
      credit.date = day;
      this.written.payments++;
    }
    for (let i = this.credits.length - 1; i >= 0; i--)
      if (this.credits[i]?.balance === 0) this.credits.splice(i, 1);
  }
}
