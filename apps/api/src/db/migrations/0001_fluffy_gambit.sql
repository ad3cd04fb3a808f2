CREATE TABLE "inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_initial" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"image" text,
	"cost_value" bigint,
	"sale_value" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_category_chk" CHECK ("inventories"."category" IN ('PRODUCTO FABRICADO', 'PRODUCTO COMPRADO', 'SERVICIO')),
	CONSTRAINT "inventories_values_chk" CHECK (coalesce("inventories"."cost_value", 0) >= 0 AND coalesce("inventories"."sale_value", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"inventory_name" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"fiel_change" text NOT NULL,
	"type_change" text NOT NULL,
	"old_data" text DEFAULT '' NOT NULL,
	"new_data" text DEFAULT '' NOT NULL,
	"changed_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"source_type" text,
	"source_id" integer,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_chk" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_kind_chk" CHECK ("stock_movements"."kind" IN ('initial', 'manual', 'purchase', 'sale', 'void', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"cost_value" bigint NOT NULL,
	"sale_value" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"available" integer NOT NULL,
	"created" date NOT NULL,
	"is_initial" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"origin" text NOT NULL,
	"source_type" text,
	"source_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_available_chk" CHECK ("stocks"."available" >= 0 AND "stocks"."available" <= "stocks"."quantity"),
	CONSTRAINT "stocks_quantity_chk" CHECK ("stocks"."quantity" > 0),
	CONSTRAINT "stocks_values_chk" CHECK ("stocks"."cost_value" >= 0 AND "stocks"."sale_value" >= 0),
	CONSTRAINT "stocks_origin_chk" CHECK ("stocks"."origin" IN ('initial', 'manual', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_user_name_uq" ON "inventories" USING btree ("user_id",lower("name")) WHERE "inventories"."archived" = false;--> statement-breakpoint
CREATE INDEX "inventories_user_category_idx" ON "inventories" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "inventory_logs_user_created_idx" ON "inventory_logs" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "inventory_logs_user_inventory_idx" ON "inventory_logs" USING btree ("user_id","inventory_id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_stock_idx" ON "stock_movements" USING btree ("user_id","stock_id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_inventory_date_idx" ON "stock_movements" USING btree ("user_id","inventory_id","date");--> statement-breakpoint
CREATE INDEX "stock_movements_user_source_idx" ON "stock_movements" USING btree ("user_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "stocks_user_inventory_fifo_idx" ON "stocks" USING btree ("user_id","inventory_id","created","id");--> statement-breakpoint
CREATE INDEX "stocks_user_source_idx" ON "stocks" USING btree ("user_id","source_type","source_id");