CREATE SEQUENCE "public"."deposit_address_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tx_hash" text NOT NULL,
	"deposit_id" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"block_timestamp" timestamp with time zone NOT NULL,
	"block_number" integer,
	"status" text NOT NULL,
	"reason" text,
	"seen_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"decided_by_admin_id" integer,
	"credit" numeric(38, 0),
	"transaction_id" integer
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "address_index" integer;--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_decided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transfers_tx_hash_key" ON "chain_transfers" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "chain_transfers_status_idx" ON "chain_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "chain_transfers_deposit_idx" ON "chain_transfers" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_address_index_key" ON "deposits" USING btree ("address_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_derived_address_key" ON "deposits" USING btree ("wallet_address") WHERE "deposits"."address_index" is not null;