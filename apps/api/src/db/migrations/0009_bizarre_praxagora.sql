ALTER TABLE "expenses" ADD COLUMN "reminder_anchor" date;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "reminder_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reminder_seq_chk" CHECK ("expenses"."reminder_seq" >= 0);