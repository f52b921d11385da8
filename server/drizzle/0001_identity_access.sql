CREATE TABLE "partner_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_admin_id" integer,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_challenges_hash_key" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "two_factor_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "two_factor_kind_check" CHECK ("two_factor"."kind" in ('admin', 'client'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_impersonator_admin_id_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "admin_logs" DROP CONSTRAINT "admin_logs_admin_user_id_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "socials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "client_logs" ADD COLUMN "impersonator_admin_id" integer;--> statement-breakpoint
ALTER TABLE "partner_logs" ADD CONSTRAINT "partner_logs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_logs" ADD CONSTRAINT "partner_logs_actor_admin_id_admin_users_id_fk" FOREIGN KEY ("actor_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_logs_partner_idx" ON "partner_logs" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_logs_created_idx" ON "partner_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_challenges_subject_idx" ON "login_challenges" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_subject_idx" ON "two_factor_recovery_codes" USING btree ("kind","subject_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_impersonator_admin_id_admin_users_id_fk" FOREIGN KEY ("impersonator_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD CONSTRAINT "admin_logs_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_impersonator_admin_id_admin_users_id_fk" FOREIGN KEY ("impersonator_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_logs_created_idx" ON "admin_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("created_at");