CREATE TABLE "binary_closes" (
	"partner_id" integer NOT NULL,
	"close_date" date NOT NULL,
	"left_before" numeric(38, 0) NOT NULL,
	"right_before" numeric(38, 0) NOT NULL,
	"matched" numeric(38, 0) NOT NULL,
	"bonus" numeric(38, 0) NOT NULL,
	"not_accrued" numeric(38, 0) NOT NULL,
	"reward_limit" numeric(38, 0) NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "binary_closes_partner_id_close_date_pk" PRIMARY KEY("partner_id","close_date")
);
--> statement-breakpoint
CREATE TABLE "binary_nodes" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"side" text,
	"depth" integer NOT NULL,
	"ancestors" integer[] NOT NULL,
	"sides" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"placed_by" text NOT NULL,
	"left_volume" numeric(38, 0) DEFAULT 0 NOT NULL,
	"right_volume" numeric(38, 0) DEFAULT 0 NOT NULL,
	"left_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"left_own_volume" numeric(38, 0) DEFAULT 0 NOT NULL,
	"right_own_volume" numeric(38, 0) DEFAULT 0 NOT NULL,
	"left_uncounted" numeric(38, 0) DEFAULT 0 NOT NULL,
	"right_uncounted" numeric(38, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "binary_nodes_root_shape" CHECK (("binary_nodes"."parent_id" is null) = ("binary_nodes"."side" is null) and ("binary_nodes"."parent_id" is null) = ("binary_nodes"."depth" = 0))
);
--> statement-breakpoint
CREATE TABLE "binary_volume_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "binary_volume_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "career_awards" (
	"partner_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"transaction_id" integer,
	"mentor_id" integer,
	"mentor_transaction_id" integer,
	CONSTRAINT "career_awards_partner_id_status_id_pk" PRIMARY KEY("partner_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "career_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"personal" numeric(38, 0) NOT NULL,
	"first_line" numeric(38, 0) NOT NULL,
	"main_branch" numeric(38, 0) NOT NULL,
	"secondary_branches" integer NOT NULL,
	"secondary_threshold" numeric(38, 0) NOT NULL,
	"side" numeric(38, 0) NOT NULL,
	"reward" numeric(38, 0) NOT NULL,
	"mentor_reward" numeric(38, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"phone" text NOT NULL,
	"level" integer NOT NULL,
	"turnover" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "personal_volume" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "career_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "binary_closes" ADD CONSTRAINT "binary_closes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_closes" ADD CONSTRAINT "binary_closes_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_nodes" ADD CONSTRAINT "binary_nodes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_nodes" ADD CONSTRAINT "binary_nodes_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_volume_events" ADD CONSTRAINT "binary_volume_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_volume_events" ADD CONSTRAINT "binary_volume_events_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_awards" ADD CONSTRAINT "career_awards_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_awards" ADD CONSTRAINT "career_awards_status_id_career_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."career_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_awards" ADD CONSTRAINT "career_awards_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_awards" ADD CONSTRAINT "career_awards_mentor_id_partners_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_awards" ADD CONSTRAINT "career_awards_mentor_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("mentor_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD CONSTRAINT "promo_requests_campaign_id_promo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."promo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD CONSTRAINT "promo_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "binary_closes_date_idx" ON "binary_closes" USING btree ("close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "binary_nodes_child_key" ON "binary_nodes" USING btree ("parent_id","side");--> statement-breakpoint
CREATE INDEX "binary_nodes_ancestors_idx" ON "binary_nodes" USING gin ("ancestors");--> statement-breakpoint
CREATE UNIQUE INDEX "binary_volume_events_transaction_key" ON "binary_volume_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "binary_volume_events_pending_idx" ON "binary_volume_events" USING btree ("partner_id") WHERE "binary_volume_events"."applied_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "career_statuses_rank_key" ON "career_statuses" USING btree ("rank");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_requests_partner_key" ON "promo_requests" USING btree ("campaign_id","partner_id");