-- Issue 23 item 5 (ADR 039): who signs the formal statements, and when a liability falls due
-- (more than 12 months after a balance's cut-off: pasivo no corriente).
ALTER TABLE "profiles" ADD COLUMN "legal_rep_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "legal_rep_identification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accountant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accountant_identification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accountant_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN "due_date" date;