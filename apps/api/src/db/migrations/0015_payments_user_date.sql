CREATE INDEX "expense_payments_user_date_idx" ON "expense_payments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "income_payments_user_date_idx" ON "income_payments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "shopping_payments_user_date_idx" ON "shopping_payments" USING btree ("user_id","date");