ALTER TABLE "journal_entries" ADD COLUMN "third_party_name" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "third_party_document" text;--> statement-breakpoint
-- Backfill: the client of each sale and the provider of each purchase, on their entries and on
-- the entries of their payments (reversals included: the name is what it was when posted).
UPDATE "journal_entries" e SET "third_party_name" = c."name", "third_party_document" = d."abbreviation" || ' ' || c."doc_number"
FROM "incomes" i JOIN "clients" c ON c."id" = i."client_id" JOIN "document_types" d ON d."id" = c."doc_type_id"
WHERE e."source_type" = 'income' AND e."source_id" = i."id" AND e."user_id" = i."user_id";--> statement-breakpoint
UPDATE "journal_entries" e SET "third_party_name" = c."name", "third_party_document" = d."abbreviation" || ' ' || c."doc_number"
FROM "income_payments" p JOIN "incomes" i ON i."id" = p."income_id" JOIN "clients" c ON c."id" = i."client_id" JOIN "document_types" d ON d."id" = c."doc_type_id"
WHERE e."source_type" = 'income_payment' AND e."source_id" = p."id" AND e."user_id" = p."user_id";--> statement-breakpoint
UPDATE "journal_entries" e SET "third_party_name" = v."name", "third_party_document" = d."abbreviation" || ' ' || v."doc_number"
FROM "shoppings" s JOIN "providers" v ON v."id" = s."provider_id" JOIN "document_types" d ON d."id" = v."doc_type_id"
WHERE e."source_type" = 'shopping' AND e."source_id" = s."id" AND e."user_id" = s."user_id";--> statement-breakpoint
UPDATE "journal_entries" e SET "third_party_name" = v."name", "third_party_document" = d."abbreviation" || ' ' || v."doc_number"
FROM "shopping_payments" p JOIN "shoppings" s ON s."id" = p."shopping_id" JOIN "providers" v ON v."id" = s."provider_id" JOIN "document_types" d ON d."id" = v."doc_type_id"
WHERE e."source_type" = 'shopping_payment' AND e."source_id" = p."id" AND e."user_id" = p."user_id";
