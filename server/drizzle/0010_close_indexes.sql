-- Issue 15: the auto-placement job claims its basket in (registered_at, id) order, and each batch
-- of the daily close reads the volume applied at or after the day's 00:00 (it scanned every event).
CREATE INDEX "partners_registered_idx" ON "partners" USING btree ("registered_at","id");--> statement-breakpoint
CREATE INDEX "binary_volume_events_applied_idx" ON "binary_volume_events" USING btree ("applied_at");
