ALTER TABLE "expenses" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "shoppings" ADD COLUMN "settled_on" date;--> statement-breakpoint
CREATE INDEX "expenses_user_open_credit_idx" ON "expenses" USING btree ("user_id",coalesce("settled_on", 'infinity'::date)) WHERE "expenses"."payment_type" = 'CREDITO' AND "expenses"."deleted" = false;--> statement-breakpoint
CREATE INDEX "incomes_user_open_credit_idx" ON "incomes" USING btree ("user_id",coalesce("settled_on", 'infinity'::date)) WHERE "incomes"."payment_type" = 'CREDITO' AND "incomes"."deleted" = false;--> statement-breakpoint
CREATE INDEX "shoppings_user_open_credit_idx" ON "shoppings" USING btree ("user_id",coalesce("settled_on", 'infinity'::date)) WHERE "shoppings"."payment_type" = 'CREDITO' AND "shoppings"."deleted" = false;--> statement-breakpoint
-- Hand-written: the settled day of every existing credit (credit/settled.ts, same expression).
UPDATE "incomes" d SET "settled_on" = (
  SELECT min(s.date) FROM (
    SELECT p.date, sum(p.value) OVER (ORDER BY p.date) AS paid
    FROM "income_payments" p
    WHERE p.user_id = d.user_id AND p.income_id = d.id AND p.deleted = false
  ) s
  WHERE s.paid >= d.value)
WHERE d.payment_type = 'CREDITO';--> statement-breakpoint
-- Hand-written: the settled day of every existing credit (credit/settled.ts, same expression).
UPDATE "shoppings" d SET "settled_on" = (
  SELECT min(s.date) FROM (
    SELECT p.date, sum(p.value) OVER (ORDER BY p.date) AS paid
    FROM "shopping_payments" p
    WHERE p.user_id = d.user_id AND p.shopping_id = d.id AND p.deleted = false
  ) s
  WHERE s.paid >= d.value)
WHERE d.payment_type = 'CREDITO';--> statement-breakpoint
-- Hand-written: the settled day of every existing credit (credit/settled.ts, same expression).
UPDATE "expenses" d SET "settled_on" = (
  SELECT min(s.date) FROM (
    SELECT p.date, sum(p.value) OVER (ORDER BY p.date) AS paid
    FROM "expense_payments" p
    WHERE p.user_id = d.user_id AND p.expense_id = d.id AND p.deleted = false
  ) s
  WHERE s.paid >= d.value)
WHERE d.payment_type = 'CREDITO';
