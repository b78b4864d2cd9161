CREATE TABLE "fx_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"quote_id" bigint NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"sell_currency_id" smallint NOT NULL,
	"buy_currency_id" smallint NOT NULL,
	"sell_minor" bigint NOT NULL,
	"buy_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"mid_rate_e10" bigint NOT NULL,
	"rate_e10" bigint NOT NULL,
	"spread_ppm" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_conversions_amounts" CHECK ("fx_conversions"."sell_minor" > 0 and "fx_conversions"."buy_minor" > 0 and "fx_conversions"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fx_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"user_id" integer,
	"fixed_side" smallint NOT NULL,
	"sell_currency_id" smallint NOT NULL,
	"buy_currency_id" smallint NOT NULL,
	"sell_minor" bigint NOT NULL,
	"buy_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"mid_rate_e10" bigint NOT NULL,
	"rate_e10" bigint NOT NULL,
	"spread_ppm" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "fx_quotes_amounts" CHECK ("fx_quotes"."sell_minor" > 0 and "fx_quotes"."buy_minor" > 0 and "fx_quotes"."fee_minor" >= 0),
	CONSTRAINT "fx_quotes_pair" CHECK ("fx_quotes"."sell_currency_id" <> "fx_quotes"."buy_currency_id"),
	CONSTRAINT "fx_quotes_fixed_side" CHECK ("fx_quotes"."fixed_side" in (1, 2)),
	CONSTRAINT "fx_quotes_rates" CHECK ("fx_quotes"."rate_e10" > 0 and "fx_quotes"."mid_rate_e10" >= "fx_quotes"."rate_e10")
);
--> statement-breakpoint
CREATE TABLE "fx_rate_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sell_currency_id" smallint NOT NULL,
	"buy_currency_id" smallint NOT NULL,
	"target_rate_e10" bigint NOT NULL,
	"direction" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_rate_e10" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rate_alerts_pair" CHECK ("fx_rate_alerts"."sell_currency_id" <> "fx_rate_alerts"."buy_currency_id"),
	CONSTRAINT "fx_rate_alerts_direction" CHECK ("fx_rate_alerts"."direction" in (1, 2)),
	CONSTRAINT "fx_rate_alerts_status" CHECK ("fx_rate_alerts"."status" in (1, 2)),
	CONSTRAINT "fx_rate_alerts_target" CHECK ("fx_rate_alerts"."target_rate_e10" > 0)
);
--> statement-breakpoint
ALTER TABLE "fx_conversions" ADD CONSTRAINT "fx_conversions_quote_id_fx_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."fx_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fx_conversions_quote_uq" ON "fx_conversions" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fx_conversions_idem_uq" ON "fx_conversions" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fx_conversions_number_uq" ON "fx_conversions" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "fx_conversions_merchant_idx" ON "fx_conversions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "fx_quotes_merchant_idx" ON "fx_quotes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "fx_rate_alerts_merchant_idx" ON "fx_rate_alerts" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "fx_rate_alerts_watching_idx" ON "fx_rate_alerts" USING btree ("sell_currency_id","buy_currency_id") WHERE "fx_rate_alerts"."status" = 1;