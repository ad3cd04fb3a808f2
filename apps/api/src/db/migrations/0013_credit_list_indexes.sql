DROP INDEX "expense_payments_user_method_date_idx";--> statement-breakpoint
DROP INDEX "income_payments_user_method_date_idx";--> statement-breakpoint
DROP INDEX "shopping_payments_user_method_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_user_type_list_idx" ON "expenses" USING btree ("user_id","payment_type","date","created_at","id");--> statement-breakpoint
CREATE INDEX "incomes_user_type_list_idx" ON "incomes" USING btree ("user_id","payment_type","date","created_at","id");--> statement-breakpoint
CREATE INDEX "shoppings_user_type_list_idx" ON "shoppings" USING btree ("user_id","payment_type","date","created_at","id");--> statement-breakpoint
CREATE INDEX "expense_payments_user_method_date_idx" ON "expense_payments" USING btree ("user_id","payment_method","date","created_at","id");--> statement-breakpoint
CREATE INDEX "income_payments_user_method_date_idx" ON "income_payments" USING btree ("user_id","payment_method","date","created_at","id");--> statement-breakpoint
CREATE INDEX "shopping_payments_user_method_date_idx" ON "shopping_payments" USING btree ("user_id","payment_method","date","created_at","id");