CREATE TABLE "list_totals" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_payment" boolean NOT NULL,
	"payment_type" text,
	"payment_method" text,
	"n" bigint DEFAULT 0 NOT NULL,
	"value_live" bigint DEFAULT 0 NOT NULL,
	"pending_live" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","kind","is_payment","payment_type","payment_method"),
	CONSTRAINT "list_totals_kind_chk" CHECK ("list_totals"."kind" IN ('incomes', 'shoppings', 'expenses'))
);
--> statement-breakpoint
ALTER TABLE "list_totals" ADD CONSTRAINT "list_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 023, 'List header totals kept as they change'): the lists' totals follow
-- every write. One statement-level trigger per table and event aggregates the statement's rows
-- (transition tables: the new ones added, the old ones subtracted) into one delta per key, and
-- list_totals_add applies it in one upsert: a batch of 2,000 sales is one upsert, not 2,000.
-- Only keys whose sums changed are written (a settled_on or paid_out update writes nothing).
-- A delta of one user first takes that user's ledger lock (ADR 020: pg_advisory_xact_lock(20020,
-- user)), so two transactions of one user never upsert these rows in crossing orders; a delta
-- spanning several users (a migration, a repair) writes in key order without it.
CREATE FUNCTION "list_totals_add"(delta list_totals[]) RETURNS void LANGUAGE plpgsql AS $fn$
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
  SELECT * FROM unnest(delta) ORDER BY user_id, kind, is_payment, payment_type, payment_method
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
-- The delta of a statement on a table of documents (TG_ARGV[0]: its list): inserted rows count +1,
-- deleted ones -1, an update both (the old row out, the new one in).
CREATE FUNCTION "list_totals_documents"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT 1 AS sign, * FROM new_rows) c GROUP BY user_id, payment_type, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT -1 AS sign, * FROM old_rows) c GROUP BY user_id, payment_type, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSE
    SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_type, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows) c GROUP BY user_id, payment_type, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  END IF;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The delta of a statement on a table of payments (TG_ARGV[0]: its list): inserted rows count +1,
-- deleted ones -1, an update both (the old row out, the new one in).
CREATE FUNCTION "list_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT 1 AS sign, * FROM new_rows) c GROUP BY user_id, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT -1 AS sign, * FROM old_rows) c GROUP BY user_id, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  ELSE
    SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live,
        pending_live)::list_totals) INTO delta
    FROM (SELECT user_id, payment_method, sum(sign)::bigint AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
        coalesce(sum(sign * (0)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows) c GROUP BY user_id, payment_method) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  END IF;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_insert" AFTER INSERT ON "incomes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('incomes');
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_update" AFTER UPDATE ON "incomes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('incomes');
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_delete" AFTER DELETE ON "incomes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('incomes');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_insert" AFTER INSERT ON "income_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('incomes');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_update" AFTER UPDATE ON "income_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('incomes');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_delete" AFTER DELETE ON "income_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('incomes');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_insert" AFTER INSERT ON "shoppings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_update" AFTER UPDATE ON "shoppings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_delete" AFTER DELETE ON "shoppings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_insert" AFTER INSERT ON "shopping_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_update" AFTER UPDATE ON "shopping_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_delete" AFTER DELETE ON "shopping_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('shoppings');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('expenses');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('expenses');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_documents"('expenses');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_insert" AFTER INSERT ON "expense_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('expenses');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_update" AFTER UPDATE ON "expense_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('expenses');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_delete" AFTER DELETE ON "expense_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_payments"('expenses');
--> statement-breakpoint
-- Hand-written: the totals of every existing row (credit/list-totals.ts `aggregate`, same
-- expression). After the triggers: creating them locked the six tables against writers until this
-- migration commits, so no write falls between the fill and the triggers.
INSERT INTO "list_totals" (user_id, kind, is_payment, payment_type, payment_method, n, value_live, pending_live)
SELECT user_id, kind, is_payment, payment_type, payment_method, count(*),
  coalesce(sum(value) FILTER (WHERE NOT deleted), 0), coalesce(sum(value - payment) FILTER (WHERE NOT deleted), 0)
FROM (
  SELECT user_id, 'incomes' AS kind, false AS is_payment, payment_type, payment_method, value, payment, deleted FROM "incomes"
  UNION ALL SELECT user_id, 'incomes', true, NULL, payment_method, value, value, deleted FROM "income_payments"
  UNION ALL SELECT user_id, 'shoppings', false, payment_type, payment_method, value, payment, deleted FROM "shoppings"
  UNION ALL SELECT user_id, 'shoppings', true, NULL, payment_method, value, value, deleted FROM "shopping_payments"
  UNION ALL SELECT user_id, 'expenses', false, payment_type, payment_method, value, payment, deleted FROM "expenses"
  UNION ALL SELECT user_id, 'expenses', true, NULL, payment_method, value, value, deleted FROM "expense_payments"
) r
GROUP BY user_id, kind, is_payment, payment_type, payment_method;
