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
-- Hand-written (ADR 023, 'List header totals kept as they change'): one statement-level trigger per
-- table and event adds the new rows' aggregates and subtracts the old ones, one upsert per
-- statement (a batch of 2,000 sales is one upsert, not 2,000). TG_ARGV: the list ('incomes' …)
-- and whether the table holds its 'documents' or its 'payments'. Only keys whose sums changed are
-- written (a settled_on or paid_out update writes nothing). A statement of one user first takes
-- that user's ledger lock (ADR 020: pg_advisory_xact_lock(20020, user)), so two transactions of
-- one user never upsert these rows in crossing orders; statements spanning several users
-- (migrations, repairs) write in key order without it.
CREATE FUNCTION "list_totals_maintain"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  shape text := CASE TG_ARGV[1]
    WHEN 'payments' THEN 'user_id, true AS is_payment, NULL::text AS payment_type, payment_method,
      value, 0::bigint AS gap, deleted'
    ELSE 'user_id, false AS is_payment, payment_type, payment_method, value, value - payment AS gap,
      deleted' END;
  changed text;
  delta text;
  touched integer[];
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS sign, %s FROM new_rows', shape)
    WHEN 'DELETE' THEN format('SELECT -1 AS sign, %s FROM old_rows', shape)
    ELSE format('SELECT 1 AS sign, %1$s FROM new_rows UNION ALL SELECT -1, %1$s FROM old_rows', shape)
  END;
  delta := format('SELECT * FROM (
      SELECT user_id, is_payment, payment_type, payment_method, sum(sign) AS n,
        coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0) AS value_live,
        coalesce(sum(sign * gap) FILTER (WHERE NOT deleted), 0) AS pending_live
      FROM (%s) c GROUP BY 1, 2, 3, 4) d
    WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0', changed);
  EXECUTE format('SELECT array_agg(DISTINCT user_id ORDER BY user_id) FROM (%s) d', delta) INTO touched;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(touched) = 1 THEN
    PERFORM pg_advisory_xact_lock(20020, touched[1]);
  END IF;
  EXECUTE format('INSERT INTO list_totals AS t
      (user_id, kind, is_payment, payment_type, payment_method, n, value_live, pending_live)
    SELECT user_id, %L, is_payment, payment_type, payment_method, n, value_live, pending_live
    FROM (%s) d ORDER BY user_id, is_payment, payment_type, payment_method
    ON CONFLICT ON CONSTRAINT list_totals_key DO UPDATE SET n = t.n + excluded.n,
      value_live = t.value_live + excluded.value_live,
      pending_live = t.pending_live + excluded.pending_live', TG_ARGV[0], delta);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM list_totals WHERE user_id = ANY (touched) AND kind = TG_ARGV[0] AND n = 0;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_insert" AFTER INSERT ON "incomes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'documents');
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_update" AFTER UPDATE ON "incomes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'documents');
--> statement-breakpoint
CREATE TRIGGER "incomes_list_totals_delete" AFTER DELETE ON "incomes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'documents');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_insert" AFTER INSERT ON "income_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'payments');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_update" AFTER UPDATE ON "income_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'payments');
--> statement-breakpoint
CREATE TRIGGER "income_payments_list_totals_delete" AFTER DELETE ON "income_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('incomes', 'payments');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_insert" AFTER INSERT ON "shoppings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'documents');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_update" AFTER UPDATE ON "shoppings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'documents');
--> statement-breakpoint
CREATE TRIGGER "shoppings_list_totals_delete" AFTER DELETE ON "shoppings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'documents');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_insert" AFTER INSERT ON "shopping_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'payments');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_update" AFTER UPDATE ON "shopping_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'payments');
--> statement-breakpoint
CREATE TRIGGER "shopping_payments_list_totals_delete" AFTER DELETE ON "shopping_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('shoppings', 'payments');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'documents');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'documents');
--> statement-breakpoint
CREATE TRIGGER "expenses_list_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'documents');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_insert" AFTER INSERT ON "expense_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'payments');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_update" AFTER UPDATE ON "expense_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'payments');
--> statement-breakpoint
CREATE TRIGGER "expense_payments_list_totals_delete" AFTER DELETE ON "expense_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_maintain"('expenses', 'payments');
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
