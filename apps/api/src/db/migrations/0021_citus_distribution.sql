-- Hand-written (issue 22, docs/deploy/citus.md). On a Citus coordinator — the `citus` extension
-- installed in this database before the server first starts — every table takes the placement
-- src/db/tenancy.ts declares: reference tables replicated to every node, the shops' tables
-- distributed by user_id and co-located with `profiles`, the coordinator's identity tables kept
-- local. Anywhere else (PGlite, a plain PostgreSQL) it only creates the two row-level functions
-- below and changes nothing. The lists here are checked against tenancy.ts by
-- test/citus-migration.test.ts: a new table is added to both.
--
-- Citus runs no statement-level trigger on a distributed table, so list_totals (ADR 023) is kept
-- there by row-level triggers computing the same deltas (list_totals_row_triggers(), tested on
-- plain PostgreSQL by the same test).
CREATE OR REPLACE FUNCTION "list_totals_documents_row"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  SELECT array_agg(ROW(user_id, TG_ARGV[0], false, payment_type, payment_method, n, value_live, pending_live, month)::list_totals) INTO delta
  FROM (SELECT user_id, payment_type, payment_method, month, sum(sign)::bigint AS n,
      coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live,
      coalesce(sum(sign * (value - payment)) FILTER (WHERE NOT deleted), 0)::bigint AS pending_live
    FROM (
      SELECT 1 AS sign, NEW.user_id, NEW.payment_type, NEW.payment_method, date_trunc('month', NEW.date)::date AS month,
        NEW.value, NEW.payment, NEW.deleted WHERE TG_OP <> 'DELETE'
      UNION ALL
      SELECT -1, OLD.user_id, OLD.payment_type, OLD.payment_method, date_trunc('month', OLD.date)::date,
        OLD.value, OLD.payment, OLD.deleted WHERE TG_OP <> 'INSERT'
    ) c
    GROUP BY user_id, payment_type, payment_method, month) d
  WHERE n <> 0 OR value_live <> 0 OR pending_live <> 0;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_totals_payments_row"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta list_totals[];
BEGIN
  SELECT array_agg(ROW(user_id, TG_ARGV[0], true, NULL, payment_method, n, value_live, 0, month)::list_totals) INTO delta
  FROM (SELECT user_id, payment_method, month, sum(sign)::bigint AS n,
      coalesce(sum(sign * value) FILTER (WHERE NOT deleted), 0)::bigint AS value_live
    FROM (
      SELECT 1 AS sign, NEW.user_id, NEW.payment_method, date_trunc('month', NEW.date)::date AS month,
        NEW.value, NEW.deleted WHERE TG_OP <> 'DELETE'
      UNION ALL
      SELECT -1, OLD.user_id, OLD.payment_method, date_trunc('month', OLD.date)::date, OLD.value, OLD.deleted
      WHERE TG_OP <> 'INSERT'
    ) c
    GROUP BY user_id, payment_method, month) d
  WHERE n <> 0 OR value_live <> 0;
  PERFORM list_totals_add(delta);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Replaces the statement-level triggers of 0017 on the three kinds' documents and payments by
-- row-level ones (same names, same deltas). Called by the Citus block below; a plain database may
-- call it too (the test does), at the price of one upsert per row instead of per statement.
CREATE OR REPLACE FUNCTION "list_totals_row_triggers"() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  k text;
  op text;
BEGIN
  FOREACH k IN ARRAY ARRAY['incomes', 'shoppings', 'expenses'] LOOP
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', k || '_list_totals_' || op, k);
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I FOR EACH ROW EXECUTE FUNCTION list_totals_documents_row(%L)',
        k || '_list_totals_' || op, upper(op), k, k);
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', rtrim(k, 's') || '_payments_list_totals_' || op,
        rtrim(k, 's') || '_payments');
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I FOR EACH ROW EXECUTE FUNCTION list_totals_payments_row(%L)',
        rtrim(k, 's') || '_payments_list_totals_' || op, upper(op), rtrim(k, 's') || '_payments', k);
    END LOOP;
  END LOOP;
END
$fn$;
--> statement-breakpoint
-- Distributes the tables (see the head of this file). Run by the block below when this migration
-- meets a Citus coordinator; a database that got Citus later runs it by hand once its workers are
-- added: SELECT cc_distribute_tables(); (docs/deploy/citus.md).
CREATE OR REPLACE FUNCTION "cc_distribute_tables"() RETURNS void LANGUAGE plpgsql AS $citus$
DECLARE
  t text;
BEGIN
  IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
    RAISE EXCEPTION 'cc_distribute_tables: the citus extension is not installed in this database';
  END IF;
  -- This transaction writes reference tables before it creates shards: Citus then requires one
  -- connection per node for the rest of it.
  PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
  -- The row-level triggers run on the shards (co-located with list_totals, so a shop's trigger
  -- writes on the node that holds the shop); Citus calls that 'unsafe' and asks for the setting.
  PERFORM set_config('citus.enable_unsafe_triggers', 'on', true);
  -- Referenced tables before the tables that reference them.
  FOREACH t IN ARRAY ARRAY['states', 'cities', 'document_types', 'economic_activities', 'plans', 'app_settings',
      'accounts', 'financial_categories', 'users', 'business_identifications'] LOOP
    PERFORM create_reference_table(t);
  END LOOP;
  -- Kept on the coordinator, in Citus' metadata so their foreign keys to users stay.
  FOREACH t IN ARRAY ARRAY['auth_tokens', 'password_resets', 'captcha_uses', 'login_failures', 'mail_outbox',
      'wompi_transactions'] LOOP
    IF NOT EXISTS (SELECT FROM pg_dist_partition WHERE logicalrelid = t::regclass) THEN
      PERFORM citus_add_local_table_to_metadata(t);
    END IF;
  END LOOP;
  PERFORM list_totals_row_triggers();
  -- The rebalancer moves shards by logical replication, which needs a replica identity: every
  -- other table has a primary key, list_totals only a unique key over nullable columns.
  ALTER TABLE "list_totals" REPLICA IDENTITY FULL;
  -- expenses and reminders name each other: the cycle is cut while the two are distributed.
  ALTER TABLE "expenses" DROP CONSTRAINT "expenses_reminder_fk";
  PERFORM create_distributed_table('profiles', 'user_id', colocate_with => 'none');
  -- Each after the tables its foreign keys point at.
  FOREACH t IN ARRAY ARRAY['user_subscriptions', 'notifications', 'idempotency_keys', 'list_totals',
      'document_counters', 'account_month_balances', 'inventory_logs', 'budgets', 'financial_info',
      'financial_info_payments', 'clients', 'providers', 'inventories', 'stocks', 'stock_movements',
      'incomes', 'income_details', 'income_detail_batches', 'income_payments', 'shoppings',
      'shopping_details', 'shopping_payments', 'expenses', 'reminders', 'expense_payments',
      'journal_entries', 'journal_lines'] LOOP
    PERFORM create_distributed_table(t, 'user_id', colocate_with => 'profiles');
  END LOOP;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reminder_fk" FOREIGN KEY ("user_id", "reminder_id")
    REFERENCES "reminders" ("user_id", "id");
END
$citus$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
    PERFORM cc_distribute_tables();
  END IF;
END
$$;
