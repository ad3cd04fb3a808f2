DROP INDEX "expenses_user_date_idx";--> statement-breakpoint
DROP INDEX "incomes_user_date_idx";--> statement-breakpoint
DROP INDEX "shoppings_user_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("user_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "incomes_user_date_idx" ON "incomes" USING btree ("user_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "shoppings_user_date_idx" ON "shoppings" USING btree ("user_id","date","created_at","id");