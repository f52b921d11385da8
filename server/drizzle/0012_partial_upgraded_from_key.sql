-- Issue 15: the same uniqueness (a package is upgraded at most once) without an index entry for
-- every package that upgraded none; the accrual job's update of each package writes one fewer.
DROP INDEX "partner_packages_upgraded_from_key";--> statement-breakpoint
CREATE UNIQUE INDEX "partner_packages_upgraded_from_key" ON "partner_packages" USING btree ("upgraded_from_id") WHERE "partner_packages"."upgraded_from_id" is not null;