-- Hand-written (ADR 023, 'Pages by offset'): list_totals gains the month of its rows' date, so a
-- page asked by offset finds the month it starts in from these rows instead of reading every row
-- before it. The rows are rebuilt below; the triggers (migration 0017) stay, their functions now
-- group by month too. Emptied first: the new column has no value for the old rows.
DELETE FROM "list_totals";--> statement-breakpoint
ALTER TABLE "list_totals" DROP CONSTRAINT "list_totals_key";--> statement-breakpoint
ALTER TABLE "list_totals" ADD COLUMN "month" date NOT NULL;--> statement-breakpoint
ALTER TABLE "list_totals" ADD CONSTRAINT "list_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","kind","is_payment","payment_type","payment_method","month");--> statement-breakpoint
-- As in 0017, with the month in the key's order (a delta spanning users writes in key order).
CREATE OR REPLACE FUNCTION "list_totals_add"(delta list_totals[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  users integer[];
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  SELECT array_agg(DISTINCT user_id) INTO users FROM unnest(delta);
  IF cardinality(users) = 1 THEN
    PERFORM pg_advisory_xact_lock(20020, users[1]);
  END IF;
  INSERT INTO list_totals AS t
  SELECT * FROM unnest(delta) ORDER BY user_id, kind, is_payment, payment_type, payment_method, month
  ON CONFLICT ON CONSTRAINT list_totals_key DO UPDATE SET n = t.n + excluded.n,
    value_live = t.value_live + excluded.value_live, pending_live = t.pending_live + excluded.pending_live;
  -- A key left with no rows at all goes (voided rows still count in n).
  IF EXISTS (SELECT FROM unnest(delta) WHERE n < 0) THEN
    DELETE FROM list_totals t USING unnest(delta) d
    WHERE d.n < 0 AND t.user_id = d.user_id AND t.kind = d.kind AND t.n = 0;
  END IF;
END
$fn$;
--> statement-breakpoint
-- The delta of a statement on a table of documents (TG_ARGV[0]: its list), per month of the rows'
-- date: inserted rows count +1, deleted ones -1, an update both (the old row out of its month, the
-- new one into its own: a credit whose date moves to another month moves its count).
CREATE OR REPLACE FUNCTION "list_totals_documents"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT 1 AS sign, * FROM new_rows) s) c
      GROUP BY user_id, payment_type, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT -1 AS sign, * FROM old_rows) s) c
      GROUP BY user_id, payment_type, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSE
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows) s) c
      GROUP BY user_id, payment_type, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  END IF;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The delta of a statement on a table of payments (TG_ARGV[0]: its list), per month of the rows'
-- date: inserted rows count +1, deleted ones -1, an update both (the old row out of its month, the
-- new one into its own: a credit whose date moves to another month moves its count).
CREATE OR REPLACE FUNCTION "list_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT 1 AS sign, * FROM new_rows) s) c
      GROUP BY user_id, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT -1 AS sign, * FROM old_rows) s) c
      GROUP BY user_id, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSE
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, month, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT *, date_trunc('month', date)::date AS month FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows) s) c
      GROUP BY user_id, payment_method, month) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  END IF;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The totals of every existing row, per month (credit/list-totals.ts `aggregate`, same
-- expression). The six tables are locked against writers first, so none falls between the
-- fill and the functions above.
LOCK TABLE "incomes", "income_payments", "shoppings", "shopping_payments", "expenses", "expense_payments" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "list_totals" (user_id, kind, is_payment, payment_type, payment_method, month, n, value_live, pending_live)
SELECT user_id, kind, is_payment, payment_type, payment_method, date_trunc('month', date)::date, count(*),
  coalesce(sum(value) FILTER (WHERE NOT deleted), 0), coalesce(sum(value - payment) FILTER (WHERE NOT deleted), 0)
FROM (
  SELECT user_id, 'incomes' AS kind, false AS is_payment, payment_type, payment_method, date, value, payment, deleted FROM "incomes"
  UNION ALL SELECT user_id, 'incomes', true, NULL, payment_method, date, value, value, deleted FROM "income_payments"
  UNION ALL SELECT user_id, 'shoppings', false, payment_type, payment_method, date, value, payment, deleted FROM "shoppings"
  UNION ALL SELECT user_id, 'shoppings', true, NULL, payment_method, date, value, value, deleted FROM "shopping_payments"
  UNION ALL SELECT user_id, 'expenses', false, payment_type, payment_method, date, value, payment, deleted FROM "expenses"
  UNION ALL SELECT user_id, 'expenses', true, NULL, payment_method, date, value, value, deleted FROM "expense_payments"
) r
GROUP BY user_id, kind, is_payment, payment_type, payment_method, date_trunc('month', date)::date;
