-- Issue 23 items 3 and 4 (ADR 038): closed periods and when each entry was written.
-- users.lock_date: nothing dated on or before it may be created or edited (null: no month closed).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "lock_date" date;--> statement-breakpoint
-- journal_entries.recorded_at: when the entry was written, beside its accounting date. Existing
-- entries get the time their row was created (created_at), new ones the time of the write.
ALTER TABLE "journal_entries" ADD COLUMN IF NOT EXISTS "recorded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "journal_entries" SET "recorded_at" = coalesce("created_at", now()) WHERE "recorded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "recorded_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "recorded_at" SET NOT NULL;
--> statement-breakpoint
-- A void of a closed period's document moves its stock on the void's date, as rows of their own
-- in the kardex: 'late_void' (units back from a sale) and 'late_cancel' (a purchase's batch out).
ALTER TABLE "stock_movements" DROP CONSTRAINT IF EXISTS "stock_movements_kind_chk";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_chk" CHECK ("stock_movements"."kind" IN ('initial', 'manual', 'purchase', 'sale', 'void', 'cancel', 'late_void', 'late_cancel'));
