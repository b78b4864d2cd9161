ALTER TABLE "settlements" ADD COLUMN "fast_fee_rate_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "return_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "repaid_by_settlement_id" bigint;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "repaid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "settlements_unrepaid_idx" ON "settlements" USING btree ("merchant_id","currency_id") WHERE "settlements"."status" in (3, 4) and "settlements"."repaid_by_settlement_id" is null;