CREATE TABLE "global_account_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"settlement_account_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bsb_number" text NOT NULL,
	"account_number" text NOT NULL,
	"request_id" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "global_account_withdrawals_positive" CHECK ("global_account_withdrawals"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "status" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "is_cash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "receipt_token" text;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "reject_reason_en" text;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "reject_reason_zh" text;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "frozen_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_account_withdrawals" ADD CONSTRAINT "global_account_withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_account_withdrawals_request_uq" ON "global_account_withdrawals" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "global_account_withdrawals_merchant_idx" ON "global_account_withdrawals" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "global_account_top_ups_merchant_idx" ON "global_account_top_ups" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "global_account_top_ups_review_idx" ON "global_account_top_ups" USING btree ("receipt_at") WHERE "global_account_top_ups"."status" = 2;--> statement-breakpoint
CREATE INDEX "global_account_top_ups_frozen_idx" ON "global_account_top_ups" USING btree ("frozen_until") WHERE "global_account_top_ups"."frozen_until" is not null and "global_account_top_ups"."released_at" is null;--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD CONSTRAINT "global_account_top_ups_fee" CHECK ("global_account_top_ups"."fee_minor" >= 0 and "global_account_top_ups"."fee_minor" < "global_account_top_ups"."amount_minor");--> statement-breakpoint
ALTER TABLE "global_account_top_ups" ADD CONSTRAINT "global_account_top_ups_status" CHECK ("global_account_top_ups"."status" between 1 and 4);