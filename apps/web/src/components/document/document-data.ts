import type { DocumentListPage, PaymentMethod, PaymentType } from '@cc/shared';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, unwrap } from '../../api/client.ts';
import { pagedList } from '../../lib/paged-list.ts';

/** The three kinds every document module has (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2): the :type of its routes. */
export const DOCUMENT_KINDS = ['cash', 'bank', 'credit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (value: string | undefined): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value ?? '');

/** Filters of GET /api/{incomes,shoppings,expenses}/ (docs/api.md §List items). */
export type ListFilters = {
  payment_type: PaymentType;
  payment_method?: PaymentMethod;
  /** With a method: also the abonos received or paid by it, as is_payment rows. */
  payment?: boolean;
};

/** How each kind is paid, and so what its list shows. */
export const KIND_PAYMENT: Record<
  DocumentKind,
  { paymentType: PaymentType; paymentMethod: PaymentMethod | null; filters: ListFilters }
> = {
  cash: {
    paymentType: 'CONTADO',
    paymentMethod: 'EFECTIVO',
    filters: { payment_type: 'CONTADO', payment_method: 'EFECTIVO', payment: true },
  },
  bank: {
    paymentType: 'CONTADO',
    paymentMethod: 'BANCO',
    filters: { payment_type: 'CONTADO', payment_method: 'BANCO', payment: true },
  },
  // A credit's initial payment picks its own method.
  credit: { paymentType: 'CREDITO', paymentMethod: null, filters: { payment_type: 'CREDITO' } },
};

type Call<T> = Promise<ApiResult<T>>;

/**
 * The api client every credit document module has (ADR 025): incomes, shoppings and expenses
 * differ only in these types, so one factory serves their queries and mutations.
 */
export type DocumentApi<Sum, Item, Doc, Create, Update, Pay, PayCreate, PayUpdate> = {
  summary: () => Call<Sum>;
  list: (filters: ListFilters, after?: string | null) => Call<DocumentListPage<Item>>;
  get: (id: number) => Call<Doc>;
  create: (body: Create) => Call<Doc>;
  update: (id: number, body: Update) => Call<Doc>;
  void: (id: number) => Call<unknown>;
  payments: {
    create: (id: number, body: PayCreate) => Call<Pay>;
    get: (id: number, paymentId: number) => Call<Pay>;
    update: (id: number, paymentId: number, body: PayUpdate) => Call<Pay>;
    void: (id: number, paymentId: number) => Call<unknown>;
  };
};

type Options<Sum, Item, Doc, Create, Update, Pay, PayCreate, PayUpdate> = {
  /** The root of the module's query keys ('incomes'): invalidating it refreshes every screen. */
  root: string;
  api: DocumentApi<Sum, Item, Doc, Create, Update, Pay, PayCreate, PayUpdate>;
  /** Other roots a write changes (a sale moves stock, an expense may accept a reminder). */
  alsoRefresh: readonly QueryKey[];
};

/** A write that, once it succeeds, refreshes the screens reading `refreshed`. */
function useRefreshingWrite<V, T>(refreshed: readonly QueryKey[], mutationFn: (variables: V) => Call<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result: ApiResult<T>) => {
      if (!result.ok) return;
      await Promise.all(refreshed.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * Hierarchical query keys, query options and mutation hooks of one document module. Writes answer
 * the ApiResult (they never throw): the screens turn a refusal into the spec's modal; a success
 * refreshes the module and `alsoRefresh`.
 */
export function documentData<Sum, Item, Doc, Create, Update, Pay, PayCreate, PayUpdate>(
  options: Options<Sum, Item, Doc, Create, Update, Pay, PayCreate, PayUpdate>,
) {
  const { api } = options;
  const all = [options.root] as const;
  const keys = {
    all,
    summary: () => [...all, 'summary'] as const,
    list: (kind: DocumentKind) => [...all, 'list', kind] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    payment: (id: number, paymentId: number) => [...all, 'detail', id, 'payment', paymentId] as const,
  };
  const queries = {
    summary: () =>
      queryOptions({ queryKey: keys.summary(), queryFn: async () => unwrap(await api.summary()) }),
    list: (kind: DocumentKind) =>
      pagedList(keys.list(kind), async (after) => unwrap(await api.list(KIND_PAYMENT[kind].filters, after))),
    detail: (id: number) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: async () => unwrap(await api.get(id)) }),
    payment: (id: number, paymentId: number) =>
      queryOptions({
        queryKey: keys.payment(id, paymentId),
        queryFn: async () => unwrap(await api.payments.get(id, paymentId)),
      }),
  };
  const refreshed: readonly QueryKey[] = [all, ...options.alsoRefresh];
  const write = <V, T>(mutationFn: (variables: V) => Call<T>) => useRefreshingWrite(refreshed, mutationFn);

  const mutations = {
    useCreate: () => write((body: Create) => api.create(body)),
    useUpdate: () => write(({ id, body }: { id: number; body: Update }) => api.update(id, body)),
    useVoid: () => write((id: number) => api.void(id)),
    useCreatePayment: () =>
      write(({ id, body }: { id: number; body: PayCreate }) => api.payments.create(id, body)),
    useUpdatePayment: () =>
      write(({ id, paymentId, body }: { id: number; paymentId: number; body: PayUpdate }) =>
        api.payments.update(id, paymentId, body),
      ),
    useVoidPayment: () =>
      write(({ id, paymentId }: { id: number; paymentId: number }) => api.payments.void(id, paymentId)),
    /** Any write of the module that refreshes its screens (a reminder's discard, say). */
    useWrite: write,
  };
  return { keys, queries, mutations };
}

/** A module's per-kind texts joined with how each kind is paid. */
export function withPayment<T extends object>(texts: Record<DocumentKind, T>) {
  const joined = (kind: DocumentKind) => ({ ...texts[kind], ...KIND_PAYMENT[kind] });
  return { cash: joined('cash'), bank: joined('bank'), credit: joined('credit') };
}

/** The routes of a module ('income' → /income-detail/…, /income-form/…; docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2). */
export function documentPaths(module: string) {
  const detail = `/${module}-detail`;
  const form = `/${module}-form`;
  return {
    list: (kind: DocumentKind) => `${detail}/${kind}`,
    credit: (id: number) => `${detail}/credit/${id}`,
    create: (kind: DocumentKind) => `${form}/${kind}`,
    edit: (kind: DocumentKind, id: number) => `${form}/edit_${kind}/${id}`,
    payment: (id: number) => `${form}/payment/${id}`,
    editPayment: (id: number, paymentId: number) => `${form}/edit_payment/${id}/${paymentId}`,
  };
}
