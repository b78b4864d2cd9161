CREATE TABLE "global_account_top_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_account_top_ups_positive" CHECK ("global_account_top_ups"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "global_account_top_ups_ref_uq" ON "global_account_top_ups" USING btree ("merchant_id","reference");