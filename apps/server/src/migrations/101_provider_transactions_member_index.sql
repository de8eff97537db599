-- provider_transactions_member_idx (016) is written on every provider bet, win and rollback and read by no
-- query: the provider wallet finds its rows by (provider, uuid) and (provider, reference); a member's betting
-- history is read from bet_records; members are never deleted, so the member_id foreign key never looks it
-- up. One index entry less on the wallet's hottest insert (bench/README.md, "ninth session"). A future
-- operator view of a member's provider calls would bring it back with the query that needs it.
DROP INDEX IF EXISTS provider_transactions_member_idx;
