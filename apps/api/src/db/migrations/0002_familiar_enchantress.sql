CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"doc_type_id" integer NOT NULL,
	"doc_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"cellphone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"city_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "income_detail_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_detail_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cost_value" bigint NOT NULL,
	CONSTRAINT "income_detail_batches_quantity_chk" CHECK ("income_detail_batches"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "income_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"income_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "income_details_quantity_chk" CHECK ("income_details"."quantity" > 0),
	CONSTRAINT "income_details_value_chk" CHECK ("income_details"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "income_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"income_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"date" date NOT NULL,
	"value" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"is_initial" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_payments_value_chk" CHECK ("income_payments"."value" > 0),
	CONSTRAINT "income_payments_method_chk" CHECK ("income_payments"."payment_method" IN ('EFECTIVO', 'BANCO'))
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text,
	"value" bigint NOT NULL,
	"payment" bigint DEFAULT 0 NOT NULL,
	"paid_out" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"observations" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incomes_payment_type_chk" CHECK ("incomes"."payment_type" IN ('CONTADO', 'CREDITO')),
	CONSTRAINT "incomes_payment_method_chk" CHECK ("incomes"."payment_method" IS NULL OR "incomes"."payment_method" IN ('EFECTIVO', 'BANCO')),
	CONSTRAINT "incomes_contado_method_chk" CHECK ("incomes"."payment_type" <> 'CONTADO' OR "incomes"."payment_method" IS NOT NULL),
	CONSTRAINT "incomes_amounts_chk" CHECK ("incomes"."value" >= 0 AND "incomes"."payment" >= 0 AND "incomes"."payment" <= "incomes"."value")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_doc_type_id_document_types_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_detail_id_income_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."income_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_detail_batches" ADD CONSTRAINT "income_detail_batches_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_income_id_incomes_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."incomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_details" ADD CONSTRAINT "income_details_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_payments" ADD CONSTRAINT "income_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_payments" ADD CONSTRAINT "income_payments_income_id_incomes_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."incomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_doc_uq" ON "clients" USING btree ("user_id","doc_type_id","doc_number");--> statement-breakpoint
CREATE INDEX "income_detail_batches_detail_idx" ON "income_detail_batches" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "income_detail_batches_user_stock_idx" ON "income_detail_batches" USING btree ("user_id","stock_id");--> statement-breakpoint
CREATE INDEX "income_details_income_idx" ON "income_details" USING btree ("income_id");--> statement-breakpoint
CREATE INDEX "income_details_user_inventory_idx" ON "income_details" USING btree ("user_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_payments_income_ordinal_uq" ON "income_payments" USING btree ("income_id","ordinal");--> statement-breakpoint
CREATE INDEX "income_payments_user_method_date_idx" ON "income_payments" USING btree ("user_id","payment_method","date");--> statement-breakpoint
CREATE UNIQUE INDEX "incomes_user_number_uq" ON "incomes" USING btree ("user_id","number");--> statement-breakpoint
CREATE INDEX "incomes_user_date_idx" ON "incomes" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "incomes_user_type_method_idx" ON "incomes" USING btree ("user_id","payment_type","payment_method");--> statement-breakpoint
CREATE INDEX "incomes_user_client_idx" ON "incomes" USING btree ("user_id","client_id");