-- A late void gives its units back as a batch of its own (ADR 038): the stocks gain the origin.
ALTER TABLE "stocks" DROP CONSTRAINT IF EXISTS "stocks_origin_chk";--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_origin_chk" CHECK ("stocks"."origin" IN ('initial', 'manual', 'purchase', 'late_void'));
