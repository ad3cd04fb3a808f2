-- Issue 23 items 1 and 7: the PUC chart of shared/design/LEDGER.md §Accounts, and the account a
-- stock batch is held in (1430 for a PRODUCTO FABRICADO's own batches, whose sales cost 6120).
ALTER TABLE "stocks" ADD COLUMN IF NOT EXISTS "account_code" text DEFAULT '1435' NOT NULL;--> statement-breakpoint
-- On Citus this transaction writes the reference tables (accounts, financial_categories) before
-- it rewrites the shops' tables: one connection per node for the rest of it.
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true); END IF; END $$;--> statement-breakpoint
-- The new chart first, so every re-mapped line has its account (the seed upserts the same rows on
-- every start: packages/shared CHART). 5160 and 2408 stay with their PUC meanings (Depreciaciones,
-- IVA); what the first release posted there moves below.
INSERT INTO "accounts" ("code", "name", "class") VALUES
  ('1105', 'Caja', 'activo_corriente'),
  ('1110', 'Bancos', 'activo_corriente'),
  ('1305', 'Clientes', 'activo_corriente'),
  ('1355', 'Anticipo de impuestos y contribuciones o saldos a favor', 'activo_corriente'),
  ('1380', 'Deudores varios', 'activo_corriente'),
  ('1399', 'Provisiones', 'activo_corriente'),
  ('1430', 'Productos terminados', 'activo_corriente'),
  ('1435', 'Mercancías no fabricadas por la empresa', 'activo_corriente'),
  ('1504', 'Terrenos', 'activo_no_corriente'),
  ('1516', 'Construcciones y edificaciones', 'activo_no_corriente'),
  ('1520', 'Maquinaria y equipo', 'activo_no_corriente'),
  ('1524', 'Equipo de oficina', 'activo_no_corriente'),
  ('1528', 'Equipo de computación y comunicación', 'activo_no_corriente'),
  ('1540', 'Flota y equipo de transporte', 'activo_no_corriente'),
  ('1592', 'Depreciación acumulada', 'activo_no_corriente'),
  ('1895', 'Diversos', 'activo_no_corriente'),
  ('2105', 'Bancos nacionales', 'pasivo'),
  ('2205', 'Proveedores nacionales', 'pasivo'),
  ('2335', 'Costos y gastos por pagar', 'pasivo'),
  ('2404', 'De renta y complementarios', 'pasivo'),
  ('2408', 'Impuesto sobre las ventas por pagar', 'pasivo'),
  ('2495', 'Otros', 'pasivo'),
  ('2505', 'Salarios por pagar', 'pasivo'),
  ('2895', 'Diversos', 'pasivo'),
  ('3105', 'Capital suscrito y pagado', 'patrimonio'),
  ('3130', 'Capital de personas naturales', 'patrimonio'),
  ('3605', 'Utilidad del ejercicio', 'patrimonio'),
  ('3610', 'Pérdida del ejercicio', 'patrimonio'),
  ('3705', 'Utilidades acumuladas', 'patrimonio'),
  ('3710', 'Pérdidas acumuladas', 'patrimonio'),
  ('4135', 'Comercio al por mayor y al por menor', 'ingreso'),
  ('4175', 'Devoluciones en ventas', 'ingreso'),
  ('4210', 'Financieros', 'ingreso'),
  ('4295', 'Diversos', 'ingreso'),
  ('5105', 'Gastos de personal', 'gasto'),
  ('5110', 'Honorarios', 'gasto'),
  ('5115', 'Impuestos', 'gasto'),
  ('5120', 'Arrendamientos', 'gasto'),
  ('5135', 'Servicios', 'gasto'),
  ('5145', 'Mantenimiento y reparaciones', 'gasto'),
  ('5160', 'Depreciaciones', 'gasto'),
  ('5195', 'Diversos', 'gasto'),
  ('5199', 'Provisiones', 'gasto'),
  ('5235', 'Servicios', 'gasto'),
  ('5305', 'Financieros', 'gasto'),
  ('5405', 'Impuesto de renta y complementarios', 'gasto'),
  ('6120', 'Industrias manufactureras', 'costo'),
  ('6135', 'Comercio al por mayor y al por menor', 'costo'),
  ('7105', 'Materia prima', 'costo')
ON CONFLICT ("code") DO UPDATE SET "name" = excluded."name", "class" = excluded."class";--> statement-breakpoint
-- Every posted line to its account of the new chart (LEDGER.md §Migration of existing books).
-- 1500 carried no kind: Equipo de oficina (1524). Capital by the profile's identification: a NIT
-- (document type 31) is a sociedad (3105), anything else a persona natural (3130). 2408 only ever
-- held the opening 'Impuestos por pagar' record and its payments (2495 Otros).
UPDATE "journal_lines" SET "account_code" = CASE "account_code"
    WHEN '5155' THEN '5135'
    WHEN '5160' THEN '5235'
    WHEN '5175' THEN '5195'
    WHEN '5180' THEN '5305'
    WHEN '1500' THEN '1524'
    WHEN '1900' THEN '1895'
    WHEN '2800' THEN '2895'
    WHEN '2408' THEN '2495'
  END
WHERE "account_code" IN ('5155', '5160', '5175', '5180', '1500', '1900', '2800', '2408');--> statement-breakpoint
UPDATE "journal_lines" l SET "account_code" = '3105'
FROM "profiles" p
WHERE p."user_id" = l."user_id" AND p."identification_type_id" = 31 AND l."account_code" = '3115';--> statement-breakpoint
UPDATE "journal_lines" SET "account_code" = '3130' WHERE "account_code" = '3115';--> statement-breakpoint
-- Merged accounts (5155 into 5135, 5175 into 5195) would collide in the monthly rows: rebuilt from
-- the journal, the grouping of ledger/monthly.ts.
DELETE FROM "account_month_balances";--> statement-breakpoint
INSERT INTO "account_month_balances" ("user_id", "month", "account_code", "is_opening", "debit", "credit")
SELECT l."user_id", date_trunc('month', e."date")::date, l."account_code", e."is_opening", sum(l."debit"), sum(l."credit")
FROM "journal_lines" l
JOIN "journal_entries" e ON e."user_id" = l."user_id" AND e."id" = l."entry_id"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- The categories post to the new accounts; 'Nómina y honorarios' becomes 'Nómina', beside a new
-- 'Honorarios' (5110).
UPDATE "financial_categories" SET "account_code" = CASE "account_code"
    WHEN '5155' THEN '5135'
    WHEN '5160' THEN '5235'
    WHEN '5175' THEN '5195'
    WHEN '5180' THEN '5305'
    WHEN '1500' THEN '1524'
    WHEN '1900' THEN '1895'
    WHEN '2800' THEN '2895'
    WHEN '2408' THEN '2495'
  END
WHERE "account_code" IN ('5155', '5160', '5175', '5180', '1500', '1900', '2800', '2408');--> statement-breakpoint
UPDATE "financial_categories" SET "name" = 'Nómina' WHERE "id" = 20;--> statement-breakpoint
INSERT INTO "financial_categories" ("id", "name", "applies_to", "account_code")
VALUES (28, 'Honorarios', 'GASTO', '5110')
ON CONFLICT ("id") DO UPDATE SET "name" = excluded."name", "applies_to" = excluded."applies_to",
  "account_code" = excluded."account_code";--> statement-breakpoint
-- The retired codes, now that nothing references them.
DELETE FROM "accounts" WHERE "code" IN ('1500', '1900', '2800', '3115', '5155', '5175', '5180');
