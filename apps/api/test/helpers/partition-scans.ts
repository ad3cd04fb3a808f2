import type pg from 'pg';

/**
 * Which partitions of each partitioned table a statement reaches, read from its plan (issue 22:
 * one shop's query must reach one shop's partition, as Citus must route it to one shard).
 * EXPLAIN (FORMAT JSON) with the statement's own parameters: the planner prunes by them, and what
 * is left is the scans' "Relation Name"s ("Subplans Removed" counts what the executor's start
 * pruned). A partition pruned only while running (a join's or a subquery's parameter) shows in
 * the plain plan; those statements are run again under EXPLAIN ANALYZE in a transaction rolled
 * back, and a partition whose scan never ran is not counted.
 */
export type Reach = {
  /** Partitioned table → partitions its plan scans. */
  planned: Map<string, Set<string>>;
  /** Partitioned table → partitions scanned at least once (only when the plan reached several). */
  executed?: Map<string, Set<string>>;
  /** Why EXPLAIN ANALYZE could not run the statement, when it was tried and failed. */
  analyzeError?: string;
};

/** Every partition of a partitioned table of `schema`, and its parent. */
export async function partitionParents(c: pg.ClientBase, schema = 'public'): Promise<Map<string, string>> {
  const { rows } = await c.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_inherits i
     JOIN pg_class ch ON ch.oid = i.inhrelid JOIN pg_class pa ON pa.oid = i.inhparent
     WHERE pa.relkind = 'p' AND pa.relnamespace = $1::regnamespace`,
    [schema],
  );
  return new Map(rows.map((r) => [r.child, r.parent]));
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Partitions scanned in a JSON plan, by parent; `ran`: only scans that executed (ANALYZE). */
export function scannedPartitions(
  plan: PlanNode,
  parents: ReadonlyMap<string, string>,
  ran = false,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const walk = (node: PlanNode) => {
    const rel = node['Relation Name'];
    const parent = typeof rel === 'string' ? parents.get(rel) : undefined;
    if (parent && typeof rel === 'string' && (!ran || Number(node['Actual Loops'] ?? 0) > 0)) {
      const set = out.get(parent) ?? new Set<string>();
      set.add(rel);
      out.set(parent, set);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return out;
}

const severalOf = (m: Map<string, Set<string>>) => [...m.values()].some((s) => s.size > 1);

/** Statements EXPLAIN can plan: the rest (SET, BEGIN, SAVEPOINT, LOCK…) reach no rows. */
export const explainable = (text: string) =>
  /^\s*(\(?\s*select|insert|update|delete|with|values)\b/i.test(
    text.replace(/^\s*(--[^\n]*\n|\/\*.*?\*\/)*/s, ''),
  );

export async function reach(
  c: pg.ClientBase,
  text: string,
  values: unknown[],
  parents: ReadonlyMap<string, string>,
): Promise<Reach> {
  const plain = await c.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${text}`,
    values,
  );
  const root = plain.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!root) throw new Error(`no plan for ${text}`);
  const planned = scannedPartitions(root, parents);
  if (!severalOf(planned)) return { planned };
  await c.query('BEGIN');
  try {
    await c.query("SET LOCAL statement_timeout = '20s'");
    const analyzed = await c.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`,
      values,
    );
    const ranRoot = analyzed.rows[0]?.['QUERY PLAN'][0]?.Plan;
    return { planned, executed: ranRoot ? scannedPartitions(ranRoot, parents, true) : undefined };
  } catch (e) {
    return { planned, analyzeError: (e as Error).message };
  } finally {
    await c.query('ROLLBACK');
  }
}

/** The tables a statement reaches in more than one partition (after runtime pruning, if run). */
export function spread(r: Reach): string[] {
  const m = r.executed ?? r.planned;
  return [...m].filter(([, s]) => s.size > 1).map(([t, s]) => `${t} (${s.size} partitions)`);
}
