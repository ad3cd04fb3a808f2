import type pg from 'pg';
import { TENANT_KEY, TENANT_TABLES } from '../../src/db/tenancy.ts';

/**
 * `npm run test:citus-shape` (issue 22): the run's template database with every tenant table
 * hash-partitioned by user_id, PostgreSQL's stand-in for a Citus cluster. PostgreSQL refuses on a
 * partitioned table what Citus refuses on a distributed one — a primary key or unique without the
 * partition key, a foreign key into one that does not reach such a key — and partition pruning
 * shows whether a query reaches one shop's partition (test/citus-shape-explain.test.ts).
 *
 * Generic, from the catalog: each table is rebuilt as `LIKE` itself (columns, defaults, identity,
 * CHECKs) partitioned by hash, its rows copied, its identity sequences carried on, and then its
 * keys, indexes, foreign keys (from and into it), triggers and the functions typed by its row
 * (list_totals_add(list_totals[])) come back from their own definitions (pg_get_constraintdef,
 * pg_get_indexdef, pg_get_triggerdef, pg_get_functiondef). Every statement PostgreSQL refuses is
 * collected and thrown together; the shape of every table is compared before and after.
 */
export type PartitionOptions = { schema?: string; tables?: readonly string[]; partitions?: number };

const q = (id: string) => `"${id.replaceAll('"', '""')}"`;

type Saved = { table: string; name: string; def: string };

/** What a table is made of, as PostgreSQL prints it: equal before and after. */
async function shapes(c: pg.ClientBase, schema: string, tables: readonly string[]): Promise<string> {
  const { rows } = await c.query<{ shape: string }>(
    `SELECT json_agg(json_build_object('table', c.relname,
        'columns', (SELECT json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod),
            a.attnotnull, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid)) ORDER BY a.attnum)
          FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped),
        'constraints', (SELECT json_agg(json_build_array(con.conname, pg_get_constraintdef(con.oid)) ORDER BY con.conname)
          FROM pg_constraint con WHERE con.conrelid = c.oid AND con.conparentid = 0),
        'indexes', (SELECT json_agg(d ORDER BY d) FROM (SELECT replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ') AS d
          FROM pg_index i WHERE i.indrelid = c.oid) x),
        'triggers', (SELECT json_agg(pg_get_triggerdef(tg.oid) ORDER BY tg.tgname)
          FROM pg_trigger tg WHERE tg.tgrelid = c.oid AND NOT tg.tgisinternal)) ORDER BY c.relname)::text AS shape
     FROM pg_class c WHERE c.relnamespace = $1::regnamespace AND c.relname = ANY($2)`,
    [schema, tables],
  );
  return rows[0]?.shape ?? '';
}

export async function partitionTables(c: pg.ClientBase, opts: PartitionOptions = {}): Promise<void> {
  const schema = opts.schema ?? 'public';
  const tables = opts.tables ?? TENANT_TABLES;
  const n = opts.partitions ?? 8;
  const qs = (t: string) => `${q(schema)}.${q(t)}`;
  const refused: string[] = [];
  // Each statement under a savepoint, so that every refusal is collected before the rollback.
  const attempt = async (what: string, stmt: string) => {
    await c.query('SAVEPOINT attempt');
    try {
      await c.query(stmt);
      await c.query('RELEASE SAVEPOINT attempt');
    } catch (e) {
      await c.query('ROLLBACK TO SAVEPOINT attempt');
      refused.push(`${what}: ${(e as Error).message}\n    ${stmt}`);
    }
  };
  const args = [schema, tables];
  await c.query('BEGIN');
  try {
    const before = await shapes(c, schema, tables);
    const present = await c.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relnamespace = $1::regnamespace AND relname = ANY($2) AND relkind = 'r'`,
      args,
    );
    if (present.rows.length !== tables.length) {
      const found = new Set(present.rows.map((r) => r.relname));
      throw new Error(`not plain tables of ${schema}: ${tables.filter((t) => !found.has(t)).join(', ')}`);
    }
    const views = await c.query<{ view: string }>(
      `SELECT DISTINCT r.ev_class::regclass::text AS view FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid
       WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid IN (SELECT oid FROM pg_class
         WHERE relnamespace = $1::regnamespace AND relname = ANY($2)) AND r.ev_class <> d.refobjid`,
      args,
    );
    if (views.rows.length)
      throw new Error(`views are not rebuilt: ${views.rows.map((r) => r.view).join(', ')}`);
    const save = async (query: string) => (await c.query<Saved>(query, args)).rows;
    // Foreign keys from or into any of the tables: dropped first, as they hold the old tables.
    const fks = await save(
      `SELECT format('%I.%I', n.nspname, t.relname) AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS def
       FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE con.contype = 'f' AND con.conparentid = 0 AND (con.conrelid IN (SELECT oid FROM pg_class
         WHERE relnamespace = $1::regnamespace AND relname = ANY($2)) OR con.confrelid IN (SELECT oid FROM pg_class
         WHERE relnamespace = $1::regnamespace AND relname = ANY($2)))`,
    );
    const keys = await save(
      `SELECT t.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS def
       FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid
       WHERE con.contype IN ('p', 'u', 'x') AND t.relnamespace = $1::regnamespace AND t.relname = ANY($2)`,
    );
    const indexes = await save(
      `SELECT t.relname AS table, ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
       WHERE t.relnamespace = $1::regnamespace AND t.relname = ANY($2)
         AND NOT EXISTS (SELECT FROM pg_constraint con WHERE con.conindid = i.indexrelid AND con.conrelid = i.indrelid
           AND con.contype IN ('p', 'u', 'x'))`,
    );
    const triggers = await save(
      `SELECT t.relname AS table, tg.tgname AS name, pg_get_triggerdef(tg.oid) AS def
       FROM pg_trigger tg JOIN pg_class t ON t.oid = tg.tgrelid
       WHERE NOT tg.tgisinternal AND t.relnamespace = $1::regnamespace AND t.relname = ANY($2)`,
    );
    // Functions taking or returning a table's row (or an array of them) would go with the table.
    const functions = await save(
      `SELECT DISTINCT t.relname AS table, p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_class t JOIN pg_type ty ON ty.typrelid = t.oid JOIN pg_proc p
         ON p.prorettype IN (ty.oid, ty.typarray) OR ty.oid = ANY(p.proargtypes::oid[]) OR ty.typarray = ANY(p.proargtypes::oid[])
       WHERE t.relnamespace = $1::regnamespace AND t.relname = ANY($2)`,
    );
    for (const fk of fks) await c.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${q(fk.name)}`);
    for (const f of functions) await c.query(`DROP FUNCTION ${f.name}`);

    for (const t of tables) {
      const tmp = `${t}__partitioned`;
      await c.query(
        `CREATE TABLE ${qs(tmp)} (LIKE ${qs(t)} INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING CONSTRAINTS
           INCLUDING GENERATED INCLUDING STORAGE INCLUDING COMPRESSION INCLUDING COMMENTS)
         PARTITION BY HASH (${q(TENANT_KEY)})`,
      );
      for (let i = 0; i < n; i++)
        await c.query(
          `CREATE TABLE ${qs(`${t}_p${i}`)} PARTITION OF ${qs(tmp)} FOR VALUES WITH (MODULUS ${n}, REMAINDER ${i})`,
        );
      const cols = await c.query<{
        name: string;
        generated: boolean;
        seq: string | null;
        seqname: string | null;
      }>(
        `SELECT attname AS name, attgenerated <> '' AS generated, s.oid::regclass::text AS seq, s.relname AS seqname
         FROM pg_attribute a LEFT JOIN pg_class s
           ON a.attidentity <> '' AND s.oid = pg_get_serial_sequence($1, a.attname)::regclass
         WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
        [qs(t)],
      );
      const copied = cols.rows.filter((col) => !col.generated).map((col) => q(col.name));
      await c.query(
        `INSERT INTO ${qs(tmp)} (${copied.join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${copied.join(', ')} FROM ${qs(t)}`,
      );
      const sequences: { col: string; name: string; state: [string, boolean] }[] = [];
      for (const col of cols.rows) {
        if (!col.seq || !col.seqname) continue;
        const s = await c.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value, is_called FROM ${col.seq}`,
        );
        const { last_value, is_called } = s.rows[0] ?? { last_value: '1', is_called: false };
        sequences.push({ col: col.name, name: col.seqname, state: [last_value, is_called] });
      }
      await c.query(`DROP TABLE ${qs(t)}`);
      await c.query(`ALTER TABLE ${qs(tmp)} RENAME TO ${q(t)}`);
      // The new identity keeps the old one's name and carries on from where it was.
      for (const s of sequences) {
        const made = await c.query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
          qs(t),
          s.col,
        ]);
        const seq = made.rows[0]?.seq;
        if (!seq) throw new Error(`${t}.${s.col}: no identity after the rebuild`);
        await c.query(`ALTER SEQUENCE ${seq} RENAME TO ${q(s.name)}`);
        await c.query('SELECT setval($1::regclass, $2, $3)', [qs(s.name), ...s.state]);
      }
    }
    for (const f of functions) await attempt(`function ${f.name}`, f.def);
    for (const k of keys)
      await attempt(
        `${k.table}: ${k.name}`,
        `ALTER TABLE ${qs(k.table)} ADD CONSTRAINT ${q(k.name)} ${k.def}`,
      );
    for (const i of indexes) await attempt(`${i.table}: index ${i.name}`, i.def);
    // Each partition's copy of an index named `<index>_<partition>`, as Citus names a shard's
    // `<index>_<shard id>`: a unique violation names the partition's index, and code that knows
    // the parent's name must recognise it (lib/db-errors.ts isUniqueViolation).
    const copies = await c.query<{ child: string; name: string }>(
      `SELECT format('%I.%I', n.nspname, ci.relname) AS child,
         left(pi.relname, 62 - length(substring(ct.relname FROM '_p([0-9]+)$'))) || '_' || substring(ct.relname FROM '_p([0-9]+)$') AS name
       FROM pg_inherits h JOIN pg_class ci ON ci.oid = h.inhrelid JOIN pg_class pi ON pi.oid = h.inhparent
       JOIN pg_index i ON i.indexrelid = ci.oid JOIN pg_class ct ON ct.oid = i.indrelid JOIN pg_namespace n ON n.oid = ci.relnamespace
       JOIN pg_index pix ON pix.indexrelid = pi.oid JOIN pg_class pt ON pt.oid = pix.indrelid
       WHERE pt.relnamespace = $1::regnamespace AND pt.relname = ANY($2) AND ct.relname = pt.relname || substring(ct.relname FROM '_p[0-9]+$')`,
      args,
    );
    for (const x of copies.rows) await c.query(`ALTER INDEX ${x.child} RENAME TO ${q(x.name)}`);
    for (const fk of fks)
      await attempt(
        `${fk.table}: ${fk.name}`,
        `ALTER TABLE ${fk.table} ADD CONSTRAINT ${q(fk.name)} ${fk.def}`,
      );
    for (const tg of triggers) await attempt(`${tg.table}: trigger ${tg.name}`, tg.def);
    if (refused.length)
      throw new Error(
        `PostgreSQL refused ${refused.length} statements partitioning by ${TENANT_KEY} (what Citus would refuse):\n  ${refused.join('\n  ')}`,
      );
    const after = await shapes(c, schema, tables);
    if (after !== before) throw new Error(`the tables changed shape when partitioned:\n${before}\n${after}`);
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK');
    throw e;
  }
}
