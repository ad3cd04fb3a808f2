import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { type Placement, TABLE_PLACEMENT, TENANT_KEY } from './tenancy.ts';

/**
 * What Citus refuses, read from the catalog (issue 22): a distributed table's primary key,
 * unique constraints and unique indexes must hold the distribution column; a foreign key between
 * two distributed tables must join them on it (same position on both sides, so both rows sit on
 * one shard); a replicated (reference) or coordinator-local table may not point into a
 * distributed one, nor a distributed or reference table into a coordinator-local one. Plus: every
 * table is declared in db/tenancy.ts, and every declared table exists. Pure SQL over pg_catalog
 * (PGlite and PostgreSQL alike); partitions are read through their parent.
 */
export type TenancyCheckOptions = {
  /** The schema checked (default public; a test builds a scratch one). */
  schema?: string;
  /** Table → placement (default db/tenancy.ts). */
  placement?: ReadonlyMap<string, Placement>;
};

type TableRow = { table: string; has_key: boolean };
type ConstraintRow = {
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  ref_table: string | null;
  ref_schema: string | null;
  ref_columns: string[] | null;
};
type IndexRow = { table: string; name: string; columns: (string | null)[] };

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = (cols: readonly (string | null)[]) => `(${cols.map((c) => c ?? '<expression>').join(', ')})`;

/** The violations found, as sentences; [] when the schema is distribution-ready. */
export async function checkTenancy(db: Executor, opts: TenancyCheckOptions = {}): Promise<string[]> {
  const schema = opts.schema ?? 'public';
  const placement = opts.placement ?? TABLE_PLACEMENT;
  const tables = await rows<TableRow>(
    db,
    sql`SELECT c.relname::text AS table,
          EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = ${TENANT_KEY}
            AND NOT a.attisdropped) AS has_key
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY 1`,
  );
  // Column lists in key order; a partition's copies of its parent's constraints (conparentid)
  // and a foreign key's per-partition twins are left out: the parent's one says it all.
  const constraints = await rows<ConstraintRow>(
    db,
    sql`SELECT c.relname::text AS table, con.conname::text AS name, con.contype::text AS type,
          (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
            JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num) AS columns,
          f.relname::text AS ref_table, fn.nspname::text AS ref_schema,
          (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
            JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num) AS ref_columns
        FROM pg_constraint con
        JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_class f ON f.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = f.relnamespace
        WHERE n.nspname = ${schema} AND con.contype IN ('p', 'u', 'f') AND NOT c.relispartition
          AND con.conparentid = 0
        ORDER BY 1, 2`,
  );
  // Unique indexes made without a constraint (CREATE UNIQUE INDEX): key columns only, an
  // expression shows as null.
  const indexes = await rows<IndexRow>(
    db,
    sql`SELECT c.relname::text AS table, ic.relname::text AS name,
          (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(num, ord)
            LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.num
            WHERE k.ord <= i.indnkeyatts) AS columns
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schema} AND i.indisunique AND NOT c.relispartition
          AND NOT EXISTS (SELECT FROM pg_constraint con WHERE con.conindid = i.indexrelid
            AND con.conrelid = i.indrelid AND con.contype IN ('p', 'u', 'x'))
        ORDER BY 1, 2`,
  );

  const violations: string[] = [];
  const present = new Set(tables.map((t) => t.table));
  const where = (t: string | null) => (t ? placement.get(t) : undefined);
  for (const t of tables) {
    const p = placement.get(t.table);
    if (!p) violations.push(`${t.table}: not declared in db/tenancy.ts (reference, coordinator or tenant?)`);
    if (p === 'tenant' && !t.has_key) violations.push(`${t.table}: tenant table without ${TENANT_KEY}`);
  }
  if (schema === 'public' || opts.placement) {
    for (const [t] of placement) if (!present.has(t)) violations.push(`${t}: declared but not in the schema`);
  }
  const tenant = new Set(tables.filter((t) => placement.get(t.table) === 'tenant').map((t) => t.table));
  // A row's key: its primary key, or — where the natural key spans nullable columns, as
  // list_totals' (payment type and method may be null) — a unique constraint, which Citus keeps
  // as well (the rebalancer then needs REPLICA IDENTITY FULL, set by migration 0021).
  for (const t of tenant) {
    if (!constraints.some((c) => c.table === t && (c.type === 'p' || c.type === 'u')))
      violations.push(`${t}: tenant table without a primary key or unique key`);
  }
  for (const c of constraints) {
    const from = where(c.table);
    if (c.type !== 'f') {
      if (from === 'tenant' && !c.columns.includes(TENANT_KEY))
        violations.push(
          `${c.table}: ${c.type === 'p' ? 'primary key' : 'unique constraint'} ${c.name} ${list(c.columns)} without ${TENANT_KEY}`,
        );
      continue;
    }
    const to = c.ref_schema === schema ? where(c.ref_table) : undefined;
    const fk = `foreign key ${c.name} ${list(c.columns)} → ${c.ref_table}${list(c.ref_columns ?? [])}`;
    if (from === 'tenant' && to === 'tenant') {
      const at = c.columns.indexOf(TENANT_KEY);
      if (at < 0 || c.ref_columns?.[at] !== TENANT_KEY)
        violations.push(`${c.table}: ${fk} does not join on ${TENANT_KEY} (same position on both sides)`);
    } else if (to === 'tenant' && from) {
      violations.push(`${c.table}: ${from} table with ${fk} into a tenant table`);
    } else if (to === 'coordinator' && (from === 'tenant' || from === 'reference')) {
      violations.push(`${c.table}: ${from} table with ${fk} into a coordinator table`);
    }
  }
  for (const i of indexes) {
    if (where(i.table) === 'tenant' && !i.columns.includes(TENANT_KEY))
      violations.push(`${i.table}: unique index ${i.name} ${list(i.columns)} without ${TENANT_KEY}`);
  }
  return violations.sort();
}
