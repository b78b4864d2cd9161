CREATE TABLE "captcha_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fast_settle_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"is_fast_settle" smallint NOT NULL,
	"range_workday" boolean DEFAULT false NOT NULL,
	"range_holiday" boolean DEFAULT false NOT NULL,
	"work_fee_rate_ppm" integer NOT NULL,
	"every_fee_rate_ppm" integer NOT NULL,
	"source" text DEFAULT 'merchant' NOT NULL,
	"source_user_id" integer,
	"source_user_name" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"reason_en" text,
	"reason_zh" text,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fast_settle_requests_range" CHECK ("fast_settle_requests"."is_fast_settle" = 2 or "fast_settle_requests"."range_workday" or "fast_settle_requests"."range_holiday"),
	CONSTRAINT "fast_settle_requests_status" CHECK ("fast_settle_requests"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "settlement_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"account_name" text,
	"bsb" text,
	"account_number" text,
	"effective_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_accounts_fields" CHECK (("settlement_accounts"."type" = 1 and "settlement_accounts"."account_name" is not null and "settlement_accounts"."bsb" is not null and "settlement_accounts"."account_number" is not null)
        or ("settlement_accounts"."type" = 2 and "settlement_accounts"."account_name" is null and "settlement_accounts"."bsb" is null and "settlement_accounts"."account_number" is null))
);
--> statement-breakpoint
DROP INDEX "settlements_day_uq";--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "settlement_account_id" bigint;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "fast_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fast_settle_requests" ADD CONSTRAINT "fast_settle_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fast_settle_requests_bill_no_uq" ON "fast_settle_requests" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fast_settle_requests_one_pending_uq" ON "fast_settle_requests" USING btree ("merchant_id") WHERE "fast_settle_requests"."status" = 3;--> statement-breakpoint
CREATE INDEX "fast_settle_requests_merchant_idx" ON "fast_settle_requests" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "fast_settle_requests_in_force_idx" ON "fast_settle_requests" USING btree ("merchant_id","status","effective_at");--> statement-breakpoint
CREATE INDEX "settlement_accounts_in_force_idx" ON "settlement_accounts" USING btree ("merchant_id","currency_id","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_fast_run_uq" ON "settlements" USING btree ("merchant_id","currency_id","run_at") WHERE "settlements"."kind" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_day_uq" ON "settlements" USING btree ("merchant_id","currency_id","finance_date") WHERE "settlements"."kind" = 1;--> statement-breakpoint
-- The bank accounts given so far (onboarding, seeds) are the settlement accounts in force from the start.
INSERT INTO "settlement_accounts" ("merchant_id", "currency_id", "type", "account_name", "bsb", "account_number", "effective_at", "created_at")
SELECT "merchant_id", "currency_id", 1, "account_name", "bsb", "account_number", NULL, "created_at" FROM "merchant_bank_accounts";--> statement-breakpoint
UPDATE "settlements" s SET "settlement_account_id" = a."id" FROM "settlement_accounts" a
WHERE s."method" = 'bank' AND a."merchant_id" = s."merchant_id" AND a."currency_id" = s."currency_id";
