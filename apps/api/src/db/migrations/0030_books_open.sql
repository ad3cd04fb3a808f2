-- Issue 23 items 2 and 6 (ADR 037): the opening entry on the start date, third parties and DVs.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "initial_info_closed_on" date;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "provider_id" integer;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN IF NOT EXISTS "third_party_name" text;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN IF NOT EXISTS "third_party_doc_type_id" integer;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN IF NOT EXISTS "third_party_doc_number" text;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN IF NOT EXISTS "third_party_dv" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN IF NOT EXISTS "dv" text;--> statement-breakpoint
-- recorded_at: when an entry was written, beside its accounting date (LEDGER.md "Third release").
-- Only when missing: the closed-periods work adds the same column; whichever migration runs first
-- adds it and backfills it from created_at, the other leaves it alone.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = 'journal_entries' AND column_name = 'recorded_at') THEN
    ALTER TABLE "journal_entries" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;
    UPDATE "journal_entries" SET "recorded_at" = "created_at";
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "source_type" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "source_id" integer;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "third_party_name" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "third_party_document" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN IF NOT EXISTS "description" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "dv" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_provider_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."providers"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_info" ADD CONSTRAINT "financial_info_third_party_doc_type_id_document_types_id_fk" FOREIGN KEY ("third_party_doc_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;;--> statement-breakpoint
-- The day the initial information was closed was never kept: the last day an opening record was
-- typed stands for it (it was closed on or after that day), else the day the user registered.
UPDATE "users" u SET "initial_info_closed_on" = coalesce(
    (SELECT max(e."date") FROM "journal_entries" e WHERE e."user_id" = u."id" AND e."is_opening"),
    (u."created_at" AT TIME ZONE 'America/Bogota')::date)
WHERE u."initial_info" AND u."initial_info_closed_on" IS NULL;--> statement-breakpoint
-- The opening balance becomes ONE entry per shop (ledger/opening.ts, ADR 037): id −user_id, source
-- 'opening', 'Saldo inicial', dated the start date = the first day of the earliest month holding
-- a document or abono, or of the month the initial information was closed (while it is open, of
-- the first opening record) if none is earlier. Its lines are the live opening entries' lines,
-- each keeping its record, third party and text.
INSERT INTO "journal_entries" ("id", "user_id", "date", "source_type", "source_id", "description", "created_at", "recorded_at")
OVERRIDING SYSTEM VALUE
SELECT -o."user_id", o."user_id",
  date_trunc('month', least(
    (SELECT min(e."date") FROM "journal_entries" e WHERE e."user_id" = o."user_id" AND NOT e."is_opening"),
    CASE WHEN u."initial_info" AND u."initial_info_closed_on" IS NOT NULL THEN u."initial_info_closed_on" ELSE o."first" END
  ))::date,
  'opening', 0, 'Saldo inicial', o."created", o."recorded"
FROM (
  SELECT "user_id", min("date") AS "first", min("created_at") AS "created", max("recorded_at") AS "recorded"
  FROM "journal_entries"
  WHERE "is_opening" AND "reversed_at" IS NULL AND "reversal_of" IS NULL
  GROUP BY "user_id"
) o JOIN "users" u ON u."id" = o."user_id";--> statement-breakpoint
UPDATE "journal_lines" l SET "entry_id" = -l."user_id", "source_type" = e."source_type", "source_id" = e."source_id",
  "third_party_name" = e."third_party_name", "third_party_document" = e."third_party_document",
  "description" = e."description"
FROM "journal_entries" e
WHERE e."user_id" = l."user_id" AND e."id" = l."entry_id"
  AND e."is_opening" AND e."reversed_at" IS NULL AND e."reversal_of" IS NULL;--> statement-breakpoint
-- The moved lines carry the opening entry's date (ADR 040: the diario and the mayor read it).
UPDATE "journal_lines" l SET "date" = e."date"
FROM "journal_entries" e
WHERE e."user_id" = l."user_id" AND e."id" = l."entry_id" AND l."entry_id" < 0 AND l."date" <> e."date";--> statement-breakpoint
-- What is left of the old opening entries: the live ones, now empty, and the reversed pairs of
-- records edited or deleted while the initial information was open (they netted to zero, and no
-- book ever listed them).
DELETE FROM "journal_lines" l USING "journal_entries" e
WHERE e."user_id" = l."user_id" AND e."id" = l."entry_id" AND e."is_opening";--> statement-breakpoint
DELETE FROM "journal_entries" WHERE "is_opening";--> statement-breakpoint
-- The monthly balances follow the opening entry to its month (the grouping of ledger/monthly.ts).
DELETE FROM "account_month_balances";--> statement-breakpoint
INSERT INTO "account_month_balances" ("user_id", "month", "account_code", "is_opening", "debit", "credit")
SELECT l."user_id", date_trunc('month', e."date")::date, l."account_code", e."is_opening", sum(l."debit"), sum(l."credit")
FROM "journal_lines" l
JOIN "journal_entries" e ON e."user_id" = l."user_id" AND e."id" = l."entry_id"
GROUP BY 1, 2, 3, 4;
