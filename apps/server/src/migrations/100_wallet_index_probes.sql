-- The provider wallet's functions probe unique and primary-key indexes only: every lookup is one row by its
-- key (decision 0090, "plans planned on small tables"). Their statements are planned once per database
-- session and the plan is kept (097 forces generic plans; plain PL/pgSQL switches to a generic plan after
-- five calls). A session that plans them while provider_transactions is still small (a fresh database, the
-- first minutes after a deploy, a new partition) gets sequential scans, which are the cheapest plan for a
-- few pages, and keeps them while the table grows, until the next ANALYZE invalidates the plans: every
-- batch then reads the whole table (seen in the wallet bench: 1,433 scans reading 10 million rows in one
-- 10-second run, a fifth less throughput, and only in some runs). With sequential scans switched off for
-- these functions the planner takes the index probe whatever the table's size at planning time.
ALTER FUNCTION provider_wallet_move_batch(bigint[], jsonb) SET enable_seqscan = off;

ALTER FUNCTION provider_wallet_move_unguarded(text, text, text, integer, bytea, timestamptz, text, text, text, bigint, bigint, text, bytea, text, text, text, text, bigint, bigint, bytea, jsonb, text, text, bigint)
  SET enable_seqscan = off;
