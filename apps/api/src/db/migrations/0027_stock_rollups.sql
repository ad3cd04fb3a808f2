-- Issue 24 item 1 (ADR 040): stock rollups per product and month, netted per document and batch
-- as the kardex nets them; kept by inventory's movement writer, rebuilt by ledger:repair.
CREATE TABLE IF NOT EXISTS "stock_month_rollups" (
	"user_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"month" date NOT NULL,
	"is_opening" boolean NOT NULL,
	"quantity_in" bigint DEFAULT 0 NOT NULL,
	"value_in" bigint DEFAULT 0 NOT NULL,
	"quantity_out" bigint DEFAULT 0 NOT NULL,
	"value_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_month_rollups_pkey" PRIMARY KEY("user_id","inventory_id","month","is_opening"),
	CONSTRAINT "stock_month_rollups_month_chk" CHECK (extract(day from "stock_month_rollups"."month") = 1),
	CONSTRAINT "stock_month_rollups_amounts_chk" CHECK ("stock_month_rollups"."quantity_in" >= 0 AND "stock_month_rollups"."value_in" >= 0 AND "stock_month_rollups"."quantity_out" >= 0 AND "stock_month_rollups"."value_out" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_month_rollups" ADD CONSTRAINT "stock_month_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_month_rollups" ADD CONSTRAINT "stock_month_rollups_inventory_fk" FOREIGN KEY ("user_id","inventory_id") REFERENCES "public"."inventories"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_month_rollups_user_month_idx" ON "stock_month_rollups" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "stock_movements_user_date_idx" ON "stock_movements" USING btree ("user_id","date");;--> statement-breakpoint
-- Backfill: the grouping of inventory/stock-rollups.ts FROM_MOVEMENTS (ledger:repair checks both agree),
-- over whatever a writer of today's code kept there on an older schema (test/helpers/reports-snapshot.ts).
DELETE FROM "stock_month_rollups";--> statement-breakpoint
INSERT INTO "stock_month_rollups" (user_id, inventory_id, month, is_opening, quantity_in, value_in, quantity_out, value_out)
SELECT user_id, inventory_id, date_trunc('month', date)::date AS month, kind = 'initial' AS is_opening,
       sum(greatest(quantity, 0)), sum(greatest(quantity * cost, 0)),
       sum(greatest(-quantity, 0)), sum(greatest(-quantity * cost, 0))
FROM (
  SELECT m.user_id, min(m.inventory_id) AS inventory_id,
         coalesce((array_agg(m.kind ORDER BY m.id) FILTER (WHERE m.kind NOT IN ('void', 'cancel')))[1],
                  (array_agg(m.kind ORDER BY m.id))[1]) AS kind,
         coalesce((array_agg(m.date ORDER BY m.id DESC) FILTER (WHERE m.kind NOT IN ('void', 'cancel')))[1],
                  (array_agg(m.date ORDER BY m.id))[1]) AS date,
         sum(m.quantity) AS quantity, min(s.cost_value) AS cost
  FROM stock_movements m JOIN stocks s ON s.user_id = m.user_id AND s.id = m.stock_id
  -- A closed period's void (ADR 038) is a movement of its own, never netted with what it undoes.
  GROUP BY m.user_id, m.source_type, m.source_id, m.stock_id,
           CASE WHEN m.kind IN ('late_void', 'late_cancel') THEN m.id END
  HAVING sum(m.quantity) <> 0
) n
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Issue 24 item 2: each journal line carries its entry's date, so the diario and the mayor read a
-- range through an index in their own order (ADR 040).
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "date" date;--> statement-breakpoint
UPDATE "journal_lines" l SET "date" = e."date"
FROM "journal_entries" e WHERE e.user_id = l.user_id AND e.id = l.entry_id;--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_lines_user_date_idx" ON "journal_lines" USING btree ("user_id","date","entry_id","id");--> statement-breakpoint
CREATE INDEX "journal_lines_user_account_date_idx" ON "journal_lines" USING btree ("user_id","account_code","date","entry_id","id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('stock_month_rollups', 'user_id', colocate_with => 'profiles');
END IF; END $$;
