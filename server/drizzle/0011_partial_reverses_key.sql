-- Issue 15: the same uniqueness (a transaction is reversed at most once) without an index entry for
-- every transaction that reverses nothing; one index fewer to write per ledger transaction.
DROP INDEX "ledger_transactions_reverses_key";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_key" ON "ledger_transactions" USING btree ("reverses_id") WHERE "ledger_transactions"."reverses_id" is not null;
