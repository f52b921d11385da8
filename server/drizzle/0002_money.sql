CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"system_name" text,
	"currency" text NOT NULL,
	"balance" numeric(38, 0) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."partner_id" is null) <> ("ledger_accounts"."system_name" is null)),
	CONSTRAINT "ledger_accounts_partner_not_negative" CHECK ("ledger_accounts"."partner_id" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"natural_key" text,
	"partner_id" integer,
	"memo" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reverses_id" integer,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_admin_id" integer
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"daily_income_bp" integer NOT NULL,
	"period_days" integer NOT NULL,
	"additional_days" integer NOT NULL,
	"linear_levels" integer NOT NULL,
	"binary_daily_limit" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "packages_price_positive" CHECK ("packages"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"upgraded_from_id" integer,
	"status" text NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"paid" numeric(38, 0) NOT NULL,
	"daily_income_bp" integer NOT NULL,
	"period_days" integer NOT NULL,
	"additional_days" integer NOT NULL,
	"daily_amount" numeric(38, 0) NOT NULL,
	"accruals_total" integer NOT NULL,
	"accruals_done" integer DEFAULT 0 NOT NULL,
	"linear_levels" integer NOT NULL,
	"binary_daily_limit" numeric(38, 0) NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"next_accrual_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"offer_accepted_at" timestamp with time zone NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"transaction_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"gtc_per_usdt_ppm" integer NOT NULL,
	"credit" numeric(38, 0) NOT NULL,
	"wallet_address" text NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text,
	"status" text NOT NULL,
	"processing_min_minutes" integer NOT NULL,
	"processing_max_minutes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"processed_by_admin_id" integer,
	"note" text,
	"transaction_id" integer
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"to_receive" numeric(38, 0) NOT NULL,
	"gtc_per_usdt_ppm" integer NOT NULL,
	"wallet" text,
	"status" text NOT NULL,
	"window_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"process_by" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by_admin_id" integer,
	"payout_tx_hash" text,
	"note" text,
	"reserve_transaction_id" integer NOT NULL,
	"settle_transaction_id" integer
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_upgraded_from_id_partner_packages_id_fk" FOREIGN KEY ("upgraded_from_id") REFERENCES "public"."partner_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_processed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("processed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sender_id_partners_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_recipient_id_partners_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("processed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reserve_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reserve_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_partner_key" ON "ledger_accounts" USING btree ("partner_id","currency") WHERE "ledger_accounts"."partner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("system_name","currency") WHERE "ledger_accounts"."system_name" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_natural_key" ON "ledger_transactions" USING btree ("natural_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_key" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_partner_idx" ON "ledger_transactions" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_idx" ON "ledger_transactions" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "partner_packages_partner_idx" ON "partner_packages" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "partner_packages_package_idx" ON "partner_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "partner_packages_due_idx" ON "partner_packages" USING btree ("next_accrual_at") WHERE "partner_packages"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_packages_upgraded_from_key" ON "partner_packages" USING btree ("upgraded_from_id");--> statement-breakpoint
CREATE INDEX "deposits_partner_idx" ON "deposits" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash_key" ON "deposits" USING btree (lower("tx_hash")) WHERE "deposits"."tx_hash" is not null and "deposits"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "deposits_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" = 'awaiting-payment';--> statement-breakpoint
CREATE INDEX "transfers_sender_idx" ON "transfers" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "transfers_recipient_idx" ON "transfers" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_partner_idx" ON "withdrawals" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_per_window" ON "withdrawals" USING btree ("partner_id","window_date") WHERE "withdrawals"."status" in ('pending', 'completed');--> statement-breakpoint
-- Hand-written (drizzle-kit has no table storage parameters): balances are updated all day, and
-- free room on each page keeps those updates HOT, so the key checks of new entries stay cheap.
ALTER TABLE "ledger_accounts" SET (fillfactor = 50);
