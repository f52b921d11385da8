-- A payout hash names one withdrawal (withdrawals/payout-hash.ts checks it under a lock); not a
-- unique index, since rows completed before this release may repeat a hash.
CREATE INDEX "withdrawals_payout_tx_hash_idx" ON "withdrawals" USING btree (lower("payout_tx_hash")) WHERE "withdrawals"."payout_tx_hash" is not null;