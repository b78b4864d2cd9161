CREATE TABLE "job_dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"attempts" smallint NOT NULL,
	"error" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: UNLOGGED (a counter needs no crash safety, and its write commits without waiting for the WAL),
-- room on each page for the count's HOT updates, and vacuum after 1 % dead rows (every request updates a row).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT statement_timestamp() NOT NULL,
	"count" integer NOT NULL
) WITH (fillfactor = 50, autovacuum_vacuum_scale_factor = 0.01);
--> statement-breakpoint
CREATE INDEX "job_dead_letters_failed_idx" ON "job_dead_letters" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");