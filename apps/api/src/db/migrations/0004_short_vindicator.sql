CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
CREATE TABLE "shopping_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shopping_id" integer NOT NULL,
	"position" integer NOT NULL,
	"inventory_id" integer,
	"stock_id" integer,
	"name" text NOT NULL,
	"category" text,
	"quantity" integer NOT NULL,
	"value" bigint NOT NULL,
	"sale_value" bigint,
	CONSTRAINT "shopping_details_quantity_chk" CHECK ("shopping_details"."quantity" > 0),
	CONSTRAINT "shopping_details_value_chk" CHECK ("shopping_details"."value" >= 0 AND coalesce("shopping_details"."sale_value", 0) >= 0),
	CONSTRAINT "shopping_details_inventory_chk" CHECK (("shopping_details"."inventory_id" IS NULL) = ("shopping_details"."stock_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "shopping_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shopping_id" integer NOT NULL,
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
	CONSTRAINT "shopping_payments_value_chk" CHECK ("shopping_payments"."value" > 0),
	CONSTRAINT "shopping_payments_method_chk" CHECK ("shopping_payments"."payment_method" IN ('EFECTIVO', 'BANCO'))
);
--> statement-breakpoint
CREATE TABLE "shoppings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shoppings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"category_id" integer NOT NULL,
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
	CONSTRAINT "shoppings_category_chk" CHECK ("shoppings"."category_id" IN (4, 5, 6)),
	CONSTRAINT "shoppings_payment_type_chk" CHECK ("shoppings"."payment_type" IN ('CONTADO', 'CREDITO')),
	CONSTRAINT "shoppings_payment_method_chk" CHECK ("shoppings"."payment_method" IS NULL OR "shoppings"."payment_method" IN ('EFECTIVO', 'BANCO')),
	CONSTRAINT "shoppings_contado_method_chk" CHECK ("shoppings"."payment_type" <> 'CONTADO' OR "shoppings"."payment_method" IS NOT NULL),
	CONSTRAINT "shoppings_amounts_chk" CHECK ("shoppings"."value" >= 0 AND "shoppings"."payment" >= 0 AND "shoppings"."payment" <= "shoppings"."value")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_doc_type_id_document_types_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_payments" ADD CONSTRAINT "shopping_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_payments" ADD CONSTRAINT "shopping_payments_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_category_id_financial_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."financial_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_doc_uq" ON "providers" USING btree ("user_id","doc_type_id","doc_number");--> statement-breakpoint
CREATE INDEX "shopping_details_shopping_idx" ON "shopping_details" USING btree ("shopping_id");--> statement-breakpoint
CREATE INDEX "shopping_details_user_inventory_idx" ON "shopping_details" USING btree ("user_id","inventory_id");--> statement-breakpoint
CREATE INDEX "shopping_details_user_stock_idx" ON "shopping_details" USING btree ("user_id","stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_payments_shopping_ordinal_uq" ON "shopping_payments" USING btree ("shopping_id","ordinal");--> statement-breakpoint
CREATE INDEX "shopping_payments_user_method_date_idx" ON "shopping_payments" USING btree ("user_id","payment_method","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shoppings_user_number_uq" ON "shoppings" USING btree ("user_id","number");--> statement-breakpoint
CREATE INDEX "shoppings_user_date_idx" ON "shoppings" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "shoppings_user_type_method_idx" ON "shoppings" USING btree ("user_id","payment_type","payment_method");--> statement-breakpoint
CREATE INDEX "shoppings_user_provider_idx" ON "shoppings" USING btree ("user_id","provider_id");