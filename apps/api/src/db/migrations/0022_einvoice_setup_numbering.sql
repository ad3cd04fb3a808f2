CREATE TABLE "einvoice_documents" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"income_id" integer,
	"resolution_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"prefix" text NOT NULL,
	"number" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_documents_pkey" PRIMARY KEY("user_id","id"),
	CONSTRAINT "einvoice_documents_status_chk" CHECK ("einvoice_documents"."status" IN ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "einvoice_resolutions" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_resolutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"resolution_number" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"range_from" bigint NOT NULL,
	"range_to" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"technical_key" text DEFAULT '' NOT NULL,
	"next_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_resolutions_pkey" PRIMARY KEY("user_id","id"),
	CONSTRAINT "einvoice_resolutions_type_chk" CHECK ("einvoice_resolutions"."document_type" IN ('01', '20', '91', '92')),
	CONSTRAINT "einvoice_resolutions_range_chk" CHECK (0 <= "einvoice_resolutions"."range_from" AND "einvoice_resolutions"."range_from" <= "einvoice_resolutions"."range_to" AND "einvoice_resolutions"."range_from" <= "einvoice_resolutions"."next_number" AND "einvoice_resolutions"."next_number" <= "einvoice_resolutions"."range_to" + 1),
	CONSTRAINT "einvoice_resolutions_validity_chk" CHECK ("einvoice_resolutions"."valid_from" <= "einvoice_resolutions"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "einvoice_settings" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"environment" text DEFAULT 'pruebas' NOT NULL,
	"software_id" text,
	"test_set_id" text,
	"pin_sealed" text,
	"certificate_sealed" text,
	"certificate_password_sealed" text,
	"certificate_subject" text,
	"certificate_issuer" text,
	"certificate_not_before" timestamp with time zone,
	"certificate_not_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_settings_pkey" PRIMARY KEY("user_id","id"),
	CONSTRAINT "einvoice_settings_environment_chk" CHECK ("einvoice_settings"."environment" IN ('pruebas', 'produccion')),
	CONSTRAINT "einvoice_settings_certificate_chk" CHECK (("einvoice_settings"."certificate_sealed" IS NULL) = ("einvoice_settings"."certificate_password_sealed" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_income_fk" FOREIGN KEY ("user_id","income_id") REFERENCES "public"."incomes"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_resolution_fk" FOREIGN KEY ("user_id","resolution_id") REFERENCES "public"."einvoice_resolutions"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_resolutions" ADD CONSTRAINT "einvoice_resolutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD CONSTRAINT "einvoice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_user_number_uq" ON "einvoice_documents" USING btree ("user_id","document_type","prefix","number");--> statement-breakpoint
CREATE INDEX "einvoice_documents_user_income_idx" ON "einvoice_documents" USING btree ("user_id","income_id");--> statement-breakpoint
CREATE INDEX "einvoice_resolutions_user_type_idx" ON "einvoice_resolutions" USING btree ("user_id","document_type","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_settings_user_uq" ON "einvoice_settings" USING btree ("user_id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('einvoice_settings', 'user_id', colocate_with => 'profiles');
  PERFORM create_distributed_table('einvoice_resolutions', 'user_id', colocate_with => 'profiles');
  PERFORM create_distributed_table('einvoice_documents', 'user_id', colocate_with => 'profiles');
END IF; END $$;
