/**
 * A page of a document list with `totals=true` (GET /api/incomes/, /api/shoppings/,
 * /api/expenses/; ADR 025): the rows of the page and `next`, the cursor of the following page
 * (null on the last; ADR 023 part B). A first page (no `after`) also has the size of the whole
 * filter and its totals — `value` = Σ value of the live rows (documents and payments), `pending`
 * = Σ (value − payment) of the live rows (what is still owed on credits); a page read after a
 * cursor leaves them out.
 */
export type DocumentListPage<T> = {
  results: T[];
  count?: number;
  totals?: { value: number; pending: number };
  next?: string | null;
};

/** Rows a list screen asks for at a time (the server accepts up to 1000). */
export const LIST_PAGE_SIZE = 50;

export const LIST_MSG = {
  loadMore: 'Cargar más',
} as const;
