CREATE TABLE "financial_info_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financial_info_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"financial_info_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"date" date NOT NULL,
	"value" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_info_payments_value_chk" CHECK ("financial_info_payments"."value" > 0),
	CONSTRAINT "financial_info_payments_method_chk" CHECK ("financial_info_payments"."payment_method" IN ('EFECTIVO', 'BANCO'))
);
--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN "payment" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_info" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_info_payments" ADD CONSTRAINT "financial_info_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_info_payments" ADD CONSTRAINT "financial_info_payments_financial_info_id_financial_info_id_fk" FOREIGN KEY ("financial_info_id") REFERENCES "public"."financial_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_info_payments_record_ordinal_uq" ON "financial_info_payments" USING btree ("financial_info_id","ordinal");--> statement-breakpoint
CREATE INDEX "financial_info_payments_user_method_date_idx" ON "financial_info_payments" USING btree ("user_id","payment_method","date");--> statement-breakpoint
ALTER TABLE "financial_info" ADD CONSTRAINT "financial_info_payment_chk" CHECK ("financial_info"."payment" >= 0 AND "financial_info"."payment" <= "financial_info"."value");