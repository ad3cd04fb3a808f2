-- Issue 22: every shop's table keyed by its shop (src/db/tenancy.ts, docs/deploy/citus.md). Each
-- tenant table's primary key becomes (user_id, id), every unique key includes user_id, and every
-- foreign key between tenant tables names user_id on both sides, the shape Citus distributes by
-- user_id and PostgreSQL accepts on tables hash-partitioned by it. The identification a commerce
-- registers once across every shop moves to business_identifications (a reference table). Ids
-- keep their values and sequences: nothing a client holds changes.
CREATE TABLE "business_identifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"identification_type_id" integer NOT NULL,
	"identification_number" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "business_identifications" ("user_id", "identification_type_id", "identification_number")
SELECT "user_id", "identification_type_id", "identification_number" FROM "profiles";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_reference_unique";--> statement-breakpoint
ALTER TABLE "expense_payments" DROP CONSTRAINT "expense_payments_expense_id_expenses_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_reminder_id_reminders_id_fk";
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_expense_id_expenses_id_fk";
--> statement-breakpoint
ALTER TABLE "financial_info_payments" DROP CONSTRAINT "financial_info_payments_financial_info_id_financial_info_id_fk";
--> statement-breakpoint
ALTER TABLE "income_detail_batches" DROP CONSTRAINT "income_detail_batches_detail_id_income_details_id_fk";
--> statement-breakpoint
ALTER TABLE "income_detail_batches" DROP CONSTRAINT "income_detail_batches_stock_id_stocks_id_fk";
--> statement-breakpoint
ALTER TABLE "income_details" DROP CONSTRAINT "income_details_income_id_incomes_id_fk";
--> statement-breakpoint
ALTER TABLE "income_details" DROP CONSTRAINT "income_details_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "income_payments" DROP CONSTRAINT "income_payments_income_id_incomes_id_fk";
--> statement-breakpoint
ALTER TABLE "incomes" DROP CONSTRAINT "incomes_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_stock_id_stocks_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "stocks" DROP CONSTRAINT "stocks_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_details" DROP CONSTRAINT "shopping_details_shopping_id_shoppings_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_details" DROP CONSTRAINT "shopping_details_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_details" DROP CONSTRAINT "shopping_details_stock_id_stocks_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_payments" DROP CONSTRAINT "shopping_payments_shopping_id_shoppings_id_fk";
--> statement-breakpoint
ALTER TABLE "shoppings" DROP CONSTRAINT "shoppings_provider_id_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "wompi_transactions" DROP CONSTRAINT "wompi_transactions_user_subscription_id_user_subscriptions_id_fk";
--> statement-breakpoint
DROP INDEX "profiles_identification_uq";--> statement-breakpoint
DROP INDEX "financial_info_payments_record_ordinal_uq";--> statement-breakpoint
DROP INDEX "income_detail_batches_detail_idx";--> statement-breakpoint
DROP INDEX "income_details_income_idx";--> statement-breakpoint
DROP INDEX "journal_lines_entry_idx";--> statement-breakpoint
DROP INDEX "shopping_details_shopping_idx";--> statement-breakpoint
DROP INDEX "shopping_payments_shopping_ordinal_uq";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_pkey";--> statement-breakpoint
ALTER TABLE "expense_payments" DROP CONSTRAINT "expense_payments_pkey";--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_pkey";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_pkey";--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_pkey";--> statement-breakpoint
ALTER TABLE "financial_info" DROP CONSTRAINT "financial_info_pkey";--> statement-breakpoint
ALTER TABLE "financial_info_payments" DROP CONSTRAINT "financial_info_payments_pkey";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";--> statement-breakpoint
ALTER TABLE "income_detail_batches" DROP CONSTRAINT "income_detail_batches_pkey";--> statement-breakpoint
ALTER TABLE "income_details" DROP CONSTRAINT "income_details_pkey";--> statement-breakpoint
ALTER TABLE "income_payments" DROP CONSTRAINT "income_payments_pkey";--> statement-breakpoint
ALTER TABLE "incomes" DROP CONSTRAINT "incomes_pkey";--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_pkey";--> statement-breakpoint
ALTER TABLE "inventory_logs" DROP CONSTRAINT "inventory_logs_pkey";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_pkey";--> statement-breakpoint
ALTER TABLE "stocks" DROP CONSTRAINT "stocks_pkey";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_pkey";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_pkey";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";--> statement-breakpoint
ALTER TABLE "providers" DROP CONSTRAINT "providers_pkey";--> statement-breakpoint
ALTER TABLE "shopping_details" DROP CONSTRAINT "shopping_details_pkey";--> statement-breakpoint
ALTER TABLE "shopping_payments" DROP CONSTRAINT "shopping_payments_pkey";--> statement-breakpoint
ALTER TABLE "shoppings" DROP CONSTRAINT "shoppings_pkey";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "financial_info" ADD CONSTRAINT "financial_info_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "financial_info_payments" ADD CONSTRAINT "financial_info_payments_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "income_payments" ADD CONSTRAINT "income_payments_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "shopping_payments" ADD CONSTRAINT "shopping_payments_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "business_identifications" ADD CONSTRAINT "business_identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_identifications" ADD CONSTRAINT "business_identifications_identification_type_id_document_types_id_fk" FOREIGN KEY ("identification_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_identifications_uq" ON "business_identifications" USING btree ("identification_type_id","identification_number");--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_expense_fk" FOREIGN KEY ("user_id","expense_id") REFERENCES "public"."expenses"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reminder_fk" FOREIGN KEY ("user_id","reminder_id") REFERENCES "public"."reminders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_expense_fk" FOREIGN KEY ("user_id","expense_id") REFERENCES "public"."expenses"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_info_payments" ADD CONSTRAINT "financial_info_payments_financial_info_fk" FOREIGN KEY ("user_id","financial_info_id") REFERENCES "public"."financial_info"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_detail_fk" FOREIGN KEY ("user_id","detail_id") REFERENCES "public"."income_details"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_stock_fk" FOREIGN KEY ("user_id","stock_id") REFERENCES "public"."stocks"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_income_fk" FOREIGN KEY ("user_id","income_id") REFERENCES "public"."incomes"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_inventory_fk" FOREIGN KEY ("user_id","inventory_id") REFERENCES "public"."inventories"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_payments" ADD CONSTRAINT "income_payments_income_fk" FOREIGN KEY ("user_id","income_id") REFERENCES "public"."incomes"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_fk" FOREIGN KEY ("user_id","stock_id") REFERENCES "public"."stocks"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_fk" FOREIGN KEY ("user_id","inventory_id") REFERENCES "public"."inventories"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_inventory_fk" FOREIGN KEY ("user_id","inventory_id") REFERENCES "public"."inventories"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("user_id","entry_id") REFERENCES "public"."journal_entries"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_shopping_fk" FOREIGN KEY ("user_id","shopping_id") REFERENCES "public"."shoppings"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_inventory_fk" FOREIGN KEY ("user_id","inventory_id") REFERENCES "public"."inventories"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_stock_fk" FOREIGN KEY ("user_id","stock_id") REFERENCES "public"."stocks"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_payments" ADD CONSTRAINT "shopping_payments_shopping_fk" FOREIGN KEY ("user_id","shopping_id") REFERENCES "public"."shoppings"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_provider_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."providers"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_user_reference_uq" ON "user_subscriptions" USING btree ("user_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_info_payments_record_ordinal_uq" ON "financial_info_payments" USING btree ("user_id","financial_info_id","ordinal");--> statement-breakpoint
CREATE INDEX "income_detail_batches_detail_idx" ON "income_detail_batches" USING btree ("user_id","detail_id");--> statement-breakpoint
CREATE INDEX "income_details_income_idx" ON "income_details" USING btree ("user_id","income_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "shopping_details_shopping_idx" ON "shopping_details" USING btree ("user_id","shopping_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_payments_shopping_ordinal_uq" ON "shopping_payments" USING btree ("user_id","shopping_id","ordinal");