CREATE TABLE "account_month_balances" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"account_code" text NOT NULL,
	"is_opening" boolean NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_month_balances_user_id_month_account_code_is_opening_pk" PRIMARY KEY("user_id","month","account_code","is_opening"),
	CONSTRAINT "account_month_balances_month_chk" CHECK (extract(day from "account_month_balances"."month") = 1),
	CONSTRAINT "account_month_balances_amounts_chk" CHECK ("account_month_balances"."debit" >= 0 AND "account_month_balances"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_month_balances" ADD CONSTRAINT "account_month_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_month_balances" ADD CONSTRAINT "account_month_balances_account_code_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."accounts"("code") ON DELETE no action ON UPDATE no action;