-- Mails waiting for SMTP: a deploy, a crash or a mail server down for a while no longer loses a
-- password link. A row lives until its mail is sent or given up (QueuedMailer).
CREATE TABLE "mail_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "mail_queue_next_attempt_idx" ON "mail_queue" USING btree ("next_attempt_at","id");