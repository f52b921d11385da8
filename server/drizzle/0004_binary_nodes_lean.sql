DROP INDEX "binary_nodes_ancestors_idx";--> statement-breakpoint
-- Leg figures are updated on every purchase above the buyer: room on each page keeps those updates HOT.
ALTER TABLE "binary_nodes" SET (fillfactor = 50);
