-- Issue 23 item 5 (ADR 039): who signs the formal statements, and when a liability falls due
-- (more than 12 months after a balance's cut-off: pasivo no corriente). IF NOT EXISTS: the migration
-- tests open older schemas with today's writers' columns added (test/helpers/reports-snapshot.ts).
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "legal_rep_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "legal_rep_identification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "accountant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "accountant_identification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "accountant_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN IF NOT EXISTS "due_date" date;