import type { CategoryAppliesTo, FinancialCategory } from '@cc/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { financialCategories } from '../../db/schema/index.ts';

export type CategoryFilters = {
  applies_to?: 'ACTIVOS' | 'PASIVOS' | undefined;
  budget_income?: boolean | undefined;
  budget_expenses?: boolean | undefined;
  my_expenses?: boolean | undefined;
  my_shopping?: boolean | undefined;
};

/**
 * Which groups of categories a query asks for (docs/api.md §Financial categories): each filter names a group and several
 * filters add up; a filter set to false, or none at all, asks for nothing in particular (all).
 */
export function requestedGroups(f: CategoryFilters): CategoryAppliesTo[] {
  const groups = new Set<CategoryAppliesTo>();
  if (f.applies_to) groups.add(f.applies_to);
  if (f.budget_income) groups.add('INGRESO');
  // The expense budget categories are the expense categories (docs/accounting.md §Chart of accounts).
  if (f.budget_expenses || f.my_expenses) groups.add('GASTO');
  if (f.my_shopping) groups.add('COMPRA');
  return [...groups];
}

/** The seeded categories are shared by every user; sorted by id (the seed's order). */
export async function listCategories(db: Executor, f: CategoryFilters): Promise<FinancialCategory[]> {
  const groups = requestedGroups(f);
  const rows = await db
    .select({
      id: financialCategories.id,
      name: financialCategories.name,
      appliesTo: financialCategories.appliesTo,
    })
    .from(financialCategories)
    .where(groups.length ? inArray(financialCategories.appliesTo, groups) : undefined)
    .orderBy(asc(financialCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name, applies_to: r.appliesTo }));
}

export type CategoryRow = { id: number; name: string; appliesTo: string; accountCode: string | null };

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(financialCategories).where(eq(financialCategories.id, id));
  return row;
}
