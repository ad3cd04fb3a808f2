CREATE TABLE "expense_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
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
	CONSTRAINT "expense_payments_value_chk" CHECK ("expense_payments"."value" > 0),
	CONSTRAINT "expense_payments_method_chk" CHECK ("expense_payments"."payment_method" IN ('EFECTIVO', 'BANCO'))
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text,
	"value" bigint NOT NULL,
	"payment" bigint DEFAULT 0 NOT NULL,
	"paid_out" boolean DEFAULT false NOT NULL,
	"reminder_days" integer DEFAULT 0 NOT NULL,
	"reminder_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"observations" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_payment_type_chk" CHECK ("expenses"."payment_type" IN ('CONTADO', 'CREDITO')),
	CONSTRAINT "expenses_payment_method_chk" CHECK ("expenses"."payment_method" IS NULL OR "expenses"."payment_method" IN ('EFECTIVO', 'BANCO')),
	CONSTRAINT "expenses_contado_method_chk" CHECK ("expenses"."payment_type" <> 'CONTADO' OR "expenses"."payment_method" IS NOT NULL),
	CONSTRAINT "expenses_amounts_chk" CHECK ("expenses"."value" > 0 AND "expenses"."payment" >= 0 AND "expenses"."payment" <= "expenses"."value"),
	CONSTRAINT "expenses_reminder_days_chk" CHECK ("expenses"."reminder_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'ACTIVA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_status_chk" CHECK ("reminders"."status" IN ('ACTIVA', 'ACEPTADA', 'DESCARTADA'))
);
--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_financial_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."financial_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payments_user_expense_ordinal_uq" ON "expense_payments" USING btree ("user_id","expense_id","ordinal");--> statement-breakpoint
CREATE INDEX "expense_payments_user_method_date_idx" ON "expense_payments" USING btree ("user_id","payment_method","date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_user_number_uq" ON "expenses" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_user_reminder_uq" ON "expenses" USING btree ("user_id","reminder_id") WHERE "expenses"."reminder_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "expenses_user_type_method_idx" ON "expenses" USING btree ("user_id","payment_type","payment_method");--> statement-breakpoint
CREATE INDEX "expenses_user_repeating_idx" ON "expenses" USING btree ("user_id","date") WHERE "expenses"."reminder_days" > 0 AND "expenses"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_expense_due_uq" ON "reminders" USING btree ("user_id","expense_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_expense_active_uq" ON "reminders" USING btree ("user_id","expense_id") WHERE "reminders"."status" = 'ACTIVA';--> statement-breakpoint
CREATE INDEX "reminders_user_status_idx" ON "reminders" USING btree ("user_id","status");