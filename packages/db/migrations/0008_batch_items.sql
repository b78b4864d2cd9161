-- Batched statements (one statement for the requests that arrive together, server/src/lib/batcher.ts) read their
-- items from one jsonb array. jsonb_to_recordset tells the planner 100 rows, which makes it hash-join a whole table
-- instead of looking each item up by its index; batch_items says 10 (STRICT keeps it from being inlined, so the
-- planner uses that figure).
CREATE FUNCTION batch_items(items jsonb) RETURNS SETOF jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 10
AS $$ SELECT jsonb_array_elements(items) $$;
--> statement-breakpoint
-- Outbox and request-log tables churn (every row is updated or deleted soon after it is written): vacuum them after
-- a small share of dead rows, so their indexes do not fill with entries every scan has to step over.
ALTER TABLE webhook_events SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE api_idempotency_keys SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);
--> statement-breakpoint
ALTER TABLE api_nonces SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);
