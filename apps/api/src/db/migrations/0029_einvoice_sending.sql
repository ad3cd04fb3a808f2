-- Issue 28 items 2–3 (ADR 041): what the sender needs on a document — when it is due, the signed
-- XML every retry resends (its key never changes), the instant of issue, the QR, and DIAN's answer.
ALTER TABLE "einvoice_documents" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "signed_xml" text;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "qr_code" text;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "status_code" text;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "application_response" text;--> statement-breakpoint
CREATE INDEX "einvoice_documents_due_idx" ON "einvoice_documents" USING btree ("next_attempt_at");
