CREATE TABLE "career_changes" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_changes" ADD CONSTRAINT "career_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The career job evaluates only partners whose figures can have changed: a partner whose personal
-- volume or sponsor changed (and the old sponsor) is queued, once per statement however many rows.
CREATE FUNCTION career_changes_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO career_changes (partner_id, changed_at)
    SELECT n.id, clock_timestamp() FROM new_rows n
    ON CONFLICT (partner_id) DO UPDATE SET changed_at = excluded.changed_at;
  ELSE
    INSERT INTO career_changes (partner_id, changed_at)
    SELECT x.id, clock_timestamp() FROM (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.personal_volume IS DISTINCT FROM o.personal_volume
         OR n.sponsor_id IS DISTINCT FROM o.sponsor_id
      UNION
      SELECT o.sponsor_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.sponsor_id IS DISTINCT FROM o.sponsor_id AND o.sponsor_id IS NOT NULL
    ) x
    ON CONFLICT (partner_id) DO UPDATE SET changed_at = excluded.changed_at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER career_changes_on_insert AFTER INSERT ON partners
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION career_changes_mark();
--> statement-breakpoint
CREATE TRIGGER career_changes_on_update AFTER UPDATE ON partners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION career_changes_mark();
